/**
 * The order rules (product-spec §7 "Orders and reviews", "Seller revenue"), pure: what a buyer pays,
 * how a paid amount is split, when a referral counts, and until when a paid order can be refunded.
 */

/** The platform keeps 20% of each paid amount. */
export const PLATFORM_SHARE_PERCENT = 20;
/** A referrer is credited 10% of the paid amount, out of the seller's side. */
export const REFERRAL_SHARE_PERCENT = 10;
/** A workshop order can be refunded until this long before the workshop starts. */
export const WORKSHOP_REFUND_CUTOFF_MS = 24 * 60 * 60 * 1000;

export type OrderStatus = 'PENDING' | 'CMPL' | 'CNCL' | 'FAIL';
export type ProductTab = 'TEMPLATE' | 'CLASS';

/** What a buyer pays for a product: the list price less the discount, never below 0 (integer KRW). */
export function payableAmount(product: { amount: number; discountAmount: number }): number {
  return Math.max(0, product.amount - product.discountAmount);
}

export interface Split {
  /** What the platform keeps: floor(amount × 20%). */
  platformFee: number;
  /** What the referrer is credited: floor(amount × 10%), or 0 without a referral that counts. */
  referralPayout: number;
  /** The seller's share: amount − platform fee − referral payout. */
  net: number;
}

/** How a paid amount is shared between the platform, a referrer and the seller (integer KRW, floors). */
export function splitOf(amount: number, referred: boolean): Split {
  const platformFee = Math.floor((amount * PLATFORM_SHARE_PERCENT) / 100);
  const referralPayout = referred ? Math.floor((amount * REFERRAL_SHARE_PERCENT) / 100) : 0;
  return { platformFee, referralPayout, net: amount - platformFee - referralPayout };
}

/**
 * Whether a named referral pays: its referral id names a known user who is neither the buyer nor
 * the seller. Any other referral id is ignored (the order still goes through, without a payout).
 */
export function referralCounts(input: { referrerUserId: string | null; buyerUserId: string; sellerUserId: string }): boolean {
  const { referrerUserId, buyerUserId, sellerUserId } = input;
  return !!referrerUserId && referrerUserId !== buyerUserId && referrerUserId !== sellerUserId;
}

export interface RefundFacts {
  status: OrderStatus;
  productType: ProductTab;
  /** The workshop's start (CLASS tab), or null. */
  startsAt: Date | null;
  firstDownloadedAt: Date | null;
}

/**
 * Whether a paid order can still be cancelled and refunded, and until when: a workshop (CLASS tab)
 * until 24 hours before it starts; anything else until its buyer first downloads a file (no date).
 * Only a paid (CMPL) order is refundable.
 */
export function refundWindow(order: RefundFacts, now: Date): { cancelable: boolean; cancelableUntil: Date | null } {
  if (order.productType === 'CLASS' && order.startsAt) {
    const cancelableUntil = new Date(order.startsAt.getTime() - WORKSHOP_REFUND_CUTOFF_MS);
    return { cancelable: order.status === 'CMPL' && now < cancelableUntil, cancelableUntil };
  }
  return { cancelable: order.status === 'CMPL' && !order.firstDownloadedAt, cancelableUntil: null };
}

/** Why an order cannot be refunded now, for ORDER_NOT_CANCELABLE's variant; null when it can. */
export function refundRefusal(order: RefundFacts, now: Date): 'NOT_PAID' | 'DOWNLOADED' | 'TOO_LATE' | null {
  if (refundWindow(order, now).cancelable) return null;
  if (order.status !== 'CMPL') return 'NOT_PAID';
  return order.productType === 'CLASS' && order.startsAt ? 'TOO_LATE' : 'DOWNLOADED';
}

/** Toss order ids are 6–64 of [A-Za-z0-9_-]: an order's id without dashes, prefixed. */
export const providerOrderIdOf = (orderId: string) => `mkt_${orderId.replace(/-/g, '')}`;

export interface OrderableFacts {
  useFlag: boolean;
  endFlag: boolean;
  deletedAt: Date | null;
  startsAt: Date | null;
  maxPersonCnt: number;
  seatsTaken: number;
}

/**
 * Why a product cannot be ordered now (PRODUCT_NOT_AVAILABLE's variant, or SOLD_OUT), or null:
 * retired, unpublished, sales ended, a workshop already started, every seat taken.
 */
export function orderRefusal(product: OrderableFacts, now: Date): 'retired' | 'unpublished' | 'ended' | 'started' | 'soldOut' | null {
  if (product.deletedAt) return 'retired';
  if (!product.useFlag) return 'unpublished';
  if (product.endFlag) return 'ended';
  if (product.startsAt && product.startsAt <= now) return 'started';
  if (product.maxPersonCnt > 0 && product.seatsTaken >= product.maxPersonCnt) return 'soldOut';
  return null;
}
