import { setTimeout as sleep } from 'node:timers/promises';
import {
  cardDigits,
  cardIssues,
  paymentFailed,
  PaymentDeclined,
  reconcileLater,
  validationError,
  withTransaction,
  type Caller,
  type ChargeResult,
  type Tx,
} from '@screenshelf/kit';
import type { Card__Output as Card } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Card.js';
import { marketplaceError } from '../domain/errors.js';
import {
  payableAmount,
  providerOrderIdOf,
  referralCounts,
  refundRefusal,
  refundWindow,
  splitOf,
  type RefundFacts,
} from '../domain/orders.js';
import * as orders from '../store-orders.js';
import type { OrderWithProduct } from '../store-orders.js';
import { unavailability } from '../domain/products.js';
import { findProduct as findProductRow, findUser, findUserByReferralId, reviewOf, type OrderRow, type ProductRow } from '../store.js';
import { isUniqueViolation, isUuid, productChange, signedIn, type MarketplaceContext, type Publish } from './context.js';
import { withdrawReview } from './reviews.js';

/** How often a refund waiting for its order's payment asks again (the order row, then the provider). */
const PAYMENT_WAIT_STEP_MS = 200;
const MAX_CANCEL_REASON = 200;

export interface PlaceOrderRequest {
  productId: string;
  referralId: string;
  card: Card | null;
}

export const refundFactsOf = (order: OrderWithProduct): RefundFacts => ({
  status: order.status,
  productType: order.product_type,
  startsAt: order.starts_at,
  firstDownloadedAt: order.first_downloaded_at,
});

/** The order an answer shows, with its refund window now. */
export const orderView = (order: OrderWithProduct, now = new Date()) => ({ order, ...refundWindow(refundFactsOf(order), now) });
export type OrderView = ReturnType<typeof orderView>;

/**
 * Orders (product-spec §7 "Orders and reviews"): placing one (a seat claimed before the card is
 * charged), settling a payment whose outcome was not heard, refunds, downloads.
 */
export function ordering(ctx: MarketplaceContext) {
  const { pool, provider, storage, logger, paymentTimeoutMs } = ctx;

  /**
   * Orders a product for the caller. The checks run without locks first (a refused request never
   * reaches the provider); then one commit claims the product's place (the workshop seat, under the
   * product row's lock) and inserts the PENDING order, whose partial unique index admits one live
   * order per buyer and product. Only then is the card charged, with the order's provider id as the
   * Idempotency-Key; a free product is paid in that same commit.
   */
  async function placeOrder(caller: Caller, request: PlaceOrderRequest): Promise<OrderView> {
    const buyerId = signedIn(caller);
    const product = await findProduct(request.productId);
    if (product.seller_user_id === buyerId) throw marketplaceError('OWN_PRODUCT');
    // The buyer's own attempt whose payment was not heard is answered with its outcome, asked of the provider now.
    const live = await orders.findLatestOrder(pool, product.id, buyerId);
    if (live?.status === 'CMPL') throw marketplaceError('ALREADY_ORDERED');
    if (live?.status === 'PENDING') {
      const settled = await settleUnheard(live);
      if (settled.status === 'CMPL') return orderView(settled);
      // Still charging (a twin request) or still unknown; a FAIL settled here lets this request order afresh.
      if (settled.status === 'PENDING') throw marketplaceError(isCharging(settled) ? 'ALREADY_ORDERED' : 'PAYMENT_PENDING');
    }
    refuseUnorderable(product);
    if (product.exclusive_flag && !caller.paid && caller.role !== 'ADMIN') throw marketplaceError('MEMBERSHIP_REQUIRED', { variant: 'product' });
    const amount = payableAmount({ amount: product.amount, discountAmount: product.discount_amount });
    const card = amount > 0 ? admitCard(request.card) : undefined;
    const referralId = request.referralId.trim();
    const referrer = referralId ? await findUserByReferralId(pool, referralId) : undefined;
    const referred = referralCounts({ referrerUserId: referrer?.id ?? null, buyerUserId: buyerId, sellerUserId: product.seller_user_id });

    const placed = await ctx.change(async (tx, publish) => {
      const claimed = await orders.claimSeat(tx, product.id);
      if (!claimed) {
        refuseUnorderable((await findProductRow(tx, product.id)) ?? product);
        throw marketplaceError('PRODUCT_NOT_AVAILABLE');
      }
      let order: OrderRow;
      try {
        order = await orders.insertPendingOrder(tx, {
          productId: product.id,
          userId: buyerId,
          sellerUserId: product.seller_user_id,
          amount,
          referralId: referralId.slice(0, 100),
          referrerUserId: referred ? referrer!.id : null,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'orders_one_live')) throw marketplaceError('ALREADY_ORDERED');
        throw error;
      }
      if (amount > 0) return order;
      return (await payOrder(tx, publish, order, { paymentKey: '', paidAt: new Date() }))!;
    });
    if (placed.status === 'CMPL') return orderView((await orders.findOrder(pool, placed.id))!);

    const email = (await findUser(pool, buyerId))?.email ?? '';
    let result: ChargeResult;
    try {
      const providerOrderId = providerOrderIdOf(placed.id);
      result = await provider.keyIn({
        card: card!,
        orderId: providerOrderId,
        orderName: product.title.slice(0, 100),
        amount,
        customerEmail: email,
        idempotencyKey: providerOrderId,
      });
    } catch (error) {
      // No answer: the card may or may not have been charged. The order stays PENDING and is settled
      // by its order id — within seconds here, on the buyer's next call, or by the periodic sweep.
      logger.warn({ err: error, orderId: placed.id }, 'order payment undecided; reconciling with the provider');
      reconcileSoon(placed.id);
      throw marketplaceError('PAYMENT_PENDING');
    }
    const settled = await settleWith(placed, result);
    // CNCL: the buyer's refund, waiting for this payment, settled it from the provider's record and refunded it.
    // A decline says why and what to do next, as the subscription checkout does (kit payments/declines.ts).
    if (settled.status === 'FAIL') throw paymentFailed(settled.failure_code);
    return orderView(settled);
  }

  async function findProduct(productId: string): Promise<ProductRow> {
    const product = isUuid(productId) ? await findProductRow(pool, productId) : undefined;
    if (!product) throw marketplaceError('PRODUCT_NOT_FOUND');
    return product;
  }

  function refuseUnorderable(product: ProductRow) {
    const refusal = unavailability(product);
    if (refusal === 'soldOut') throw marketplaceError('SOLD_OUT');
    if (refusal) throw marketplaceError('PRODUCT_NOT_AVAILABLE', { variant: refusal });
  }

  /** A priced order needs a card typed in (key-in); it goes to the provider and is never stored. */
  function admitCard(card: Card | null) {
    if (!card || !cardDigits(card.cardNumber)) throw marketplaceError('CARD_REQUIRED');
    const issues = cardIssues(card);
    if (issues.length > 0) throw validationError('The card is not valid', issues);
    const number = cardDigits(card.cardNumber);
    return {
      number,
      expiryYear: card.cardExpirationYear,
      expiryMonth: card.cardExpirationMonth,
      identityNumber: card.customerIdentityNumber,
    };
  }

  /**
   * PENDING → CMPL in the caller's transaction: the split kept, the product's order count, order.paid.
   * Every order change locks the product row before the order row (as the claim does), so a
   * concurrent order of the same product, whose insert waits on this order's index entry, never
   * holds the product's lock against it.
   */
  async function payOrder(
    tx: Tx,
    publish: Publish,
    order: OrderRow,
    payment: { paymentKey: string; paidAt: Date },
  ) {
    const split = splitOf(order.amount, !!order.referrer_user_id);
    const paid = await orders.markPaid(tx, order.id, { ...payment, platformFee: split.platformFee, referralPayout: split.referralPayout });
    if (!paid) return undefined;
    const product = await orders.countOrder(tx, order.product_id, 1);
    await publish(productChange('order.paid', product, { orderId: paid.id, userId: paid.user_id, amount: paid.amount }));
    return paid;
  }

  /** Applies the provider's answer to a PENDING order: paid, or FAIL with its seat given back. */
  async function settleWith(order: OrderRow, result: ChargeResult | { ok: false; code: string }): Promise<OrderWithProduct> {
    await ctx.change(async (tx, publish) => {
      await findProductRow(tx, order.product_id, { lock: true });
      if (result.ok) {
        await payOrder(tx, publish, order, { paymentKey: result.paymentKey, paidAt: result.approvedAt });
        return;
      }
      const failed = await orders.markFailed(tx, order.id, result.code);
      if (!failed) return; // settled meanwhile (a twin, the sweep)
      const product = await orders.releaseSeat(tx, order.product_id);
      await publish(productChange('order.failed', product, { orderId: failed.id, userId: failed.user_id, amount: failed.amount }));
    });
    return (await orders.findOrder(pool, order.id))!;
  }

  /** A PENDING order whose charge may still be on its way (its request has not yet timed out). */
  const isCharging = (order: OrderRow, now = Date.now()) => now - order.created_at.getTime() < paymentTimeoutMs;

  /**
   * Settles a PENDING order from what the provider says about its order id: a payment made → CMPL;
   * no payment well after the charge's time-out → FAIL (`NOT_CHARGED`); otherwise still PENDING.
   * A provider that does not answer leaves it PENDING. While its charge may still be on its way the
   * provider is asked only when `whileCharging` (a payment found is conclusive; none found is not).
   */
  async function settleUnheard(order: OrderWithProduct, { whileCharging = false } = {}): Promise<OrderWithProduct> {
    if (order.status !== 'PENDING' || (isCharging(order) && !whileCharging)) return order;
    let payment;
    try {
      payment = await provider.findByOrderId(providerOrderIdOf(order.id));
    } catch (error) {
      logger.warn({ err: error, orderId: order.id }, 'payment provider not answering; order stays pending');
      return order;
    }
    if (payment?.status === 'DONE' && payment.totalAmount === order.amount) {
      return settleWith(order, { ok: true, paymentKey: payment.paymentKey, approvedAt: payment.approvedAt ?? new Date() });
    }
    if (payment?.status === 'DONE') {
      // Never expected (the amount is ours): left PENDING, with its seat, for a person to look at.
      logger.error({ orderId: order.id, paid: payment.totalAmount, amount: order.amount }, 'provider payment amount differs from the order');
      return order;
    }
    if (payment?.status === 'CANCELED') return settleWith(order, { ok: false, code: 'CANCELED_AT_PROVIDER' });
    if (!payment && Date.now() - order.created_at.getTime() > 2 * paymentTimeoutMs) {
      return settleWith(order, { ok: false, code: 'NOT_CHARGED' });
    }
    return order;
  }

  /** Asks the provider again about an unheard payment, never before its time-out (kit payments/reconcile.ts). */
  function reconcileSoon(orderId: string) {
    reconcileLater(
      async () => {
        const order = await orders.findOrder(pool, orderId);
        if (order?.status !== 'PENDING') return 'settled';
        const settled = await settleUnheard(order);
        if (settled.status === 'PENDING') return 'pending';
        logger.info({ orderId, status: settled.status }, 'order payment reconciled');
        return 'settled';
      },
      {
        minDelayMs: paymentTimeoutMs,
        onError: (error) => logger.warn({ err: error, orderId }, 'order reconciliation failed'),
      },
    );
  }

  /** The periodic sweep: settles PENDING orders older than the provider's time-out. */
  async function settleStalePending(now = new Date()) {
    let settled = 0;
    for (const order of await orders.findStalePending(pool, new Date(now.getTime() - paymentTimeoutMs))) {
      if ((await settleUnheard(order)).status !== 'PENDING') settled += 1;
    }
    return settled;
  }

  /** One order: its buyer's, or any for an admin; a stale PENDING one is settled first. */
  async function getOrder(caller: Caller, id: string): Promise<OrderView> {
    const userId = signedIn(caller);
    const order = isUuid(id) ? await orders.findOrder(pool, id) : undefined;
    if (!order || (order.user_id !== userId && caller.role !== 'ADMIN')) throw marketplaceError('ORDER_NOT_FOUND');
    return orderView(await settleUnheard(order));
  }

  async function listOrders(caller: Caller, page: { limit: number; offset: number }) {
    const userId = signedIn(caller);
    if (page.limit < 0 || page.offset < 0) throw validationError('limit and offset must not be negative');
    const { orders: rows, total } = await orders.listOrders(pool, userId, { limit: Math.min(page.limit || 20, 100), offset: page.offset });
    const now = new Date();
    return { orders: rows.map((o) => orderView(o, now)), total };
  }

  /** Whether the caller holds a paid order of the product (downloads, reviews), and their review. */
  async function validateOrder(caller: Caller, productId: string) {
    const userId = signedIn(caller);
    const product = await findProduct(productId);
    const latest = await orders.findLatestOrder(pool, product.id, userId);
    const paid = latest?.status === 'PENDING' ? await settleUnheard(latest) : latest;
    const review = await reviewOf(pool, product.id, userId);
    return {
      ordered: paid?.status === 'CMPL',
      orderId: paid?.status === 'CMPL' ? paid.id : '',
      reviewed: !!review,
      reviewId: review?.id ?? '',
    };
  }

  /**
   * Cancels the caller's paid order of a product and refunds it in full while the refund rule allows.
   * The order row stays locked from the check to the CNCL, so a download cannot slip in between;
   * the refund carries an Idempotency-Key per order, so a retry never refunds twice.
   */
  async function cancelOrder(caller: Caller, productId: string, cancelReason: string, deadline = new Date(Date.now() + 30_000)): Promise<OrderView> {
    const userId = signedIn(caller);
    const reason = cancelReason.trim() || '구매자 요청';
    if (reason.length > MAX_CANCEL_REASON) throw validationError(`cancelReason is at most ${MAX_CANCEL_REASON} characters`);
    const product = await findProduct(productId);
    const latest = await orders.findLatestOrder(pool, product.id, userId);
    if (!latest) throw marketplaceError('ORDER_NOT_FOUND');
    // A refund asked for while its payment is unsettled (a cancel right after the order) waits for the
    // payment's outcome for half the time left (the other half is the refund's); still unsettled is a
    // 409 the buyer retries, never a dropped refund.
    const current = await paymentOutcome(latest, new Date((Date.now() + deadline.getTime()) / 2));
    if (current.status === 'PENDING') throw marketplaceError('PAYMENT_PENDING', { variant: 'refund' });

    await ctx.change(async (tx, publish) => {
      await findProductRow(tx, product.id, { lock: true });
      const order = (await orders.findOrder(tx, current.id, true))!;
      const refusal = refundRefusal(refundFactsOf(order), new Date());
      if (refusal) {
        throw marketplaceError('ORDER_NOT_CANCELABLE', { variant: { DOWNLOADED: 'downloaded', TOO_LATE: 'starting', NOT_PAID: undefined }[refusal] });
      }
      if (order.payment_key) await refund(order, reason);
      const cancelled = (await orders.markCancelled(tx, order.id, reason))!;
      await orders.releaseSeat(tx, order.product_id);
      // Taking back the purchase takes back what it granted: the review it admitted (downloads and the
      // seller's revenue follow from the CNCL status, the seat from releaseSeat).
      await withdrawReview(tx, publish, order.product_id, order.user_id);
      const changed = await orders.countOrder(tx, order.product_id, -1);
      await publish(productChange('order.cancelled', changed, { orderId: cancelled.id, userId: cancelled.user_id, amount: cancelled.amount }));
    });
    return orderView((await orders.findOrder(pool, current.id))!);
  }

  /** The order once its payment is settled, asking the order row and the provider in turn until `until`; else still PENDING. */
  async function paymentOutcome(order: OrderWithProduct, until: Date): Promise<OrderWithProduct> {
    let current = order;
    while (current.status === 'PENDING') {
      current = await settleUnheard(current, { whileCharging: true });
      if (current.status !== 'PENDING' || Date.now() + PAYMENT_WAIT_STEP_MS > until.getTime()) break;
      await sleep(PAYMENT_WAIT_STEP_MS);
      current = (await orders.findOrder(pool, current.id))!;
    }
    return current;
  }

  async function refund(order: OrderRow, reason: string) {
    try {
      await provider.cancel({ paymentKey: order.payment_key, cancelReason: reason, idempotencyKey: `refund_${providerOrderIdOf(order.id)}` });
    } catch (error) {
      if (error instanceof PaymentDeclined) {
        if (error.code === 'ALREADY_CANCELED_PAYMENT') return; // refunded before: this is its record
        throw marketplaceError('PAYMENT_NOT_REFUNDABLE', { detail: error.code });
      }
      logger.warn({ err: error, orderId: order.id }, 'refund undecided; the order stays paid until a retry');
      throw marketplaceError('PAYMENT_PENDING');
    }
  }

  /**
   * A file of an order's product, for that order's buyer while it is paid. The first download is
   * recorded (it ends a template's refund window) in the same transaction that checked the order.
   */
  async function downloadFile(caller: Caller, orderId: string, sort: number) {
    const userId = signedIn(caller);
    if (!isUuid(orderId)) throw marketplaceError('ORDER_NOT_FOUND');
    return withTransaction(pool, async (tx) => {
      const order = await orders.findOrder(tx, orderId, true);
      if (!order) throw marketplaceError('ORDER_NOT_FOUND');
      if (order.user_id !== userId || order.status !== 'CMPL') throw marketplaceError('DOWNLOAD_NOT_ALLOWED');
      const file = Number.isInteger(sort) && sort >= 1 ? await orders.findProductFile(tx, order.product_id, sort) : undefined;
      const data = file && (await storage.get(file.key));
      if (!file || !data) throw marketplaceError('FILE_NOT_FOUND');
      await orders.recordDownload(tx, order.id);
      return { data, contentType: file.content_type, fileName: file.name };
    });
  }

  return { placeOrder, getOrder, listOrders, validateOrder, cancelOrder, downloadFile, settleStalePending };
}
