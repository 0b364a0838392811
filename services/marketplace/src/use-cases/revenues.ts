import { validationError, type Caller } from '@screenshelf/kit';
import type { RevenueQuery__Output as RevenueQuery } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/RevenueQuery.js';
import { isTab, isYearMonth } from '../domain/products.js';
import * as store from '../store.js';
import { isUuid, sellerSubject, type MarketplaceContext } from './context.js';
import { page } from './products.js';
import { iso } from './views.js';

/** Net of one sale: what the seller keeps, nothing once refunded. */
const netOf = (o: { status: string; amount: number; platform_fee: number; referral_payout: number }) =>
  o.status === 'CMPL' ? o.amount - o.platform_fee - o.referral_payout : 0;

/**
 * A seller's revenues from their orders (paid ones, refunded ones included), month by month in
 * Korea time of payment; a seller sees their own, an admin anyone's.
 */
export function revenues(ctx: MarketplaceContext) {
  const { pool } = ctx;

  const filterOf = (caller: Caller, q: RevenueQuery): store.RevenueFilter => {
    const sellerUserId = sellerSubject(caller, q.sellerUserId);
    if (!isUuid(sellerUserId)) throw validationError('sellerUserId is not valid');
    if (q.productId && !isUuid(q.productId)) throw validationError('productId is not valid');
    if (q.yearmonth && !isYearMonth(q.yearmonth)) throw validationError('yearmonth is YYYY-MM');
    if (q.productType && !isTab(q.productType)) throw validationError('productType is TEMPLATE or CLASS');
    return { sellerUserId, productId: q.productId, yearmonth: q.yearmonth, productType: q.productType };
  };

  return {
    async listRevenues(caller: Caller, q: RevenueQuery) {
      const filter = filterOf(caller, q);
      const { limit, offset } = page(q.limit, q.offset);
      const { rows, total } = await store.listRevenues(pool, filter, limit, offset);
      return {
        revenues: rows.map((o) => ({
          orderId: o.id,
          productId: o.product_id,
          productTitle: o.product_title,
          productType: o.product_type,
          buyerName: o.buyer_name,
          status: o.status,
          amount: o.amount,
          platformFee: o.platform_fee,
          referralPayout: o.referral_payout,
          net: netOf(o),
          paidAt: iso(o.paid_at),
          cancelledAt: iso(o.cancelled_at),
          yearmonth: o.yearmonth,
        })),
        total,
      };
    },

    async revenueTotal(caller: Caller, q: RevenueQuery) {
      const filter = filterOf(caller, q);
      const months = (await store.revenueMonths(pool, filter)).map((m) => ({
        yearmonth: m.yearmonth,
        orderCount: m.order_count,
        refundCount: m.refund_count,
        gross: m.gross,
        refunds: m.refunds,
        platformFee: m.platform_fee,
        referralPayouts: m.referral_payouts,
        net: m.gross - m.refunds - m.platform_fee - m.referral_payouts,
      }));
      const sum = (pick: (m: (typeof months)[number]) => number) => months.reduce((total, m) => total + pick(m), 0);
      return {
        sellerUserId: filter.sellerUserId,
        yearmonth: filter.yearmonth,
        orderCount: sum((m) => m.orderCount),
        refundCount: sum((m) => m.refundCount),
        gross: sum((m) => m.gross),
        refunds: sum((m) => m.refunds),
        platformFee: sum((m) => m.platformFee),
        referralPayouts: sum((m) => m.referralPayouts),
        net: sum((m) => m.net),
        months: months.map(({ refundCount: _refundCount, ...m }) => m),
      };
    },
  };
}
