import {
  changedFields,
  PaymentDeclined,
  recordAudit,
  requireRole,
  validationError,
  type Caller,
  type Tx,
} from '@screenshelf/kit';
import { membershipError } from '../domain/errors.js';
import {
  checkMemberIds,
  isUuid,
  monthRangeKst,
  parsePlanChoice,
  refundTakesBack,
  seatsAlreadyPaid,
  seatsBeyondPaid,
} from '../domain/membership.js';
import { addPeriod } from '../domain/pricing.js';
import * as store from '../store.js';
import { hex, type MembershipContext } from './context.js';

/** Membership admin (product-spec "Membership admin"): revenues, refunds, free users, proxy payments. */
export function administration(ctx: MembershipContext) {
  const { pool, provider } = ctx;

  async function revenueTotal(caller: Caller, yearmonth: string, userEmail: string) {
    requireRole(caller, 'ADMIN');
    const totals = await store.revenueTotal(pool, historyFilter(yearmonth, userEmail));
    return {
      yearmonth,
      totalAmount: totals.total,
      paymentCount: totals.count,
      cancelledAmount: totals.cancelled,
      cancelledCount: totals.cancelled_count,
    };
  }

  async function revenues(caller: Caller, yearmonth: string, userEmail: string, limit: number, offset: number) {
    requireRole(caller, 'ADMIN');
    return store.listHistories(pool, historyFilter(yearmonth, userEmail), limit, offset);
  }

  /** Refunds a payment (CMPL → CNCL); refunding the current period ends the membership now. */
  async function refund(caller: Caller, historyId: string, cancelReason: string, only: 'ANY' | 'PROXY' = 'ANY') {
    requireRole(caller, 'ADMIN');
    if (!isUuid(historyId)) throw membershipError('PAYMENT_NOT_FOUND');
    const history = await store.findHistory(pool, historyId);
    if (!history) throw membershipError('PAYMENT_NOT_FOUND');
    if (history.status !== 'CMPL' || (only === 'PROXY' && history.reason !== 'PROXY'))
      throw membershipError('PAYMENT_NOT_REFUNDABLE');
    if (history.reason !== 'PROXY' && history.payment_key) {
      try {
        await provider.cancel({
          paymentKey: history.payment_key,
          cancelReason: cancelReason || '관리자 환불',
          idempotencyKey: `refund_${hex(history.id)}`,
        });
      } catch (error) {
        if (error instanceof PaymentDeclined) throw membershipError('PAYMENT_NOT_REFUNDABLE', { log: { providerCode: error.code } });
        throw error;
      }
    }
    return ctx.change(async (tx, publish) => {
      const locked = await store.findHistory(tx, historyId, true);
      if (locked?.status !== 'CMPL') throw membershipError('PAYMENT_NOT_REFUNDABLE');
      const cancelled = await store.cancelHistory(tx, historyId, cancelReason);
      await recordAudit(tx, {
        actor: caller,
        action: only === 'PROXY' ? 'proxy_payment.cancelled' : 'payment.refunded',
        targetType: 'payment',
        targetId: historyId,
        before: { status: locked.status },
        after: { status: cancelled.status, cancelReason, amount: history.amount, userId: history.user_id },
      });
      const m = await store.findMembership(tx, history.membership_id, true);
      let userIds = [history.user_id];
      const takesBack = refundTakesBack(
        { reason: history.reason, periodEnd: history.period_end },
        m && { status: m.status, currentPeriodEnd: m.current_period_end },
      );
      if (m && takesBack === 'MEMBERSHIP') userIds = await ctx.endMembership(tx, m, 'EXPIRED');
      if (m && takesBack === 'SEATS') userIds.push(...(await giveBackUnpaidSeats(tx, m)));
      await publish({ kind: 'payment.refunded', membershipId: history.membership_id, userIds, plan: history.plan });
      return cancelled;
    });
  }

  /** After a group fee of the live period is refunded: the group shrinks to the size the period still paid for. */
  async function giveBackUnpaidSeats(tx: Tx, m: store.MembershipRow): Promise<string[]> {
    // The refunded fee is already CNCL here, so it no longer counts.
    const paidSize = seatsAlreadyPaid(await store.paidGroupSizesOfPeriod(tx, m), m.group_size);
    const members = (await store.listGroupMembers(tx, m.id)).map((row) => row.user_id);
    const leaving = seatsBeyondPaid(members, paidSize);
    if (leaving.length === 0) return [];
    const staying = members.filter((id) => !leaving.includes(id));
    await ctx.claimSeats(tx, m.id, staying);
    await store.updateMembership(tx, m.id, { group_size: 1 + staying.length });
    return leaving;
  }

  async function setFree(caller: Caller, userId: string, isFree: boolean) {
    requireRole(caller, 'ADMIN');
    if (!isUuid(userId) || !(await store.findUser(pool, userId))) throw membershipError('USER_NOT_FOUND');
    await ctx.change(async (tx, publish) => {
      const changed = changedFields({ isFree: await store.isFreeUser(tx, userId) }, { isFree });
      await store.setFreeUser(tx, userId, isFree);
      if (changed)
        await recordAudit(tx, { actor: caller, action: 'user.free_set', targetType: 'user', targetId: userId, ...changed });
      await publish({ kind: 'free.changed', membershipId: '', userIds: [userId], plan: isFree ? 'PERSONAL_PRO' : 'STARTER' });
    });
    return { userId, isFree };
  }

  /** An admin records a payment taken outside the provider (e.g. a bank transfer) as one paid period. */
  async function recordProxyPayment(
    caller: Caller,
    request: { userId: string; plan: string; kind: string; memberIds: string[]; amount: number; memo: string },
  ) {
    requireRole(caller, 'ADMIN');
    if (!isUuid(request.userId)) throw membershipError('USER_NOT_FOUND');
    const choice = parsePlanChoice(request.plan, request.kind);
    if (!(await store.findUser(pool, request.userId))) throw membershipError('USER_NOT_FOUND');
    checkMemberIds(request.memberIds, request.userId);
    const start = new Date();
    const end = addPeriod(start, choice.kind);
    return ctx.change(async (tx, publish) => {
      // The same claim as a subscription: checked and written under the people's locks.
      await store.lockPeople(tx, [request.userId, ...request.memberIds]);
      const { user, memberIds } = await ctx.refuseSubscriber(tx, request.userId, choice, request.memberIds);
      const groupSize = 1 + memberIds.length;
      const amount = request.amount > 0 ? request.amount : (await ctx.planPrice(tx, choice.plan, choice.kind, groupSize)).amount;
      const m = await ctx.insertPendingMembership(tx, {
        userId: request.userId,
        plan: choice.plan,
        kind: choice.kind,
        groupSize,
      });
      await ctx.claimSeats(tx, m.id, memberIds);
      // Paid outside the provider for one period: it ends then instead of charging a card.
      await store.updateMembership(tx, m.id, {
        status: 'ACTIVE',
        current_period_start: start,
        current_period_end: end,
        next_billing_at: end,
        cancel_at_period_end: true,
        cancel_reason: 'PROXY',
      });
      const history = await store.insertHistory(tx, {
        membershipId: m.id,
        userId: request.userId,
        userEmail: user.email,
        plan: choice.plan,
        kind: choice.kind,
        groupSize,
        amount,
        reason: 'PROXY',
        orderId: `proxy_${hex(m.id)}`,
        periodStart: start,
        periodEnd: end,
        status: 'CMPL',
        memo: request.memo,
      });
      await recordAudit(tx, {
        actor: caller,
        action: 'proxy_payment.recorded',
        targetType: 'payment',
        targetId: history.id,
        after: {
          userId: request.userId,
          membershipId: m.id,
          plan: choice.plan,
          kind: choice.kind,
          groupSize,
          amount,
          memo: request.memo,
        },
      });
      await publish({
        kind: 'subscription.activated',
        membershipId: m.id,
        userIds: [request.userId, ...memberIds],
        plan: choice.plan,
      });
      return history;
    });
  }

  return { revenueTotal, revenues, refund, setFree, recordProxyPayment };
}

function historyFilter(yearmonth: string, userEmail: string): store.HistoryFilter {
  const filter: store.HistoryFilter = {};
  if (yearmonth) {
    const range = monthRangeKst(yearmonth);
    if (!range) throw validationError('yearmonth must be YYYYMM or YYYY-MM');
    filter.from = range.start;
    filter.to = range.end;
  }
  if (userEmail) filter.userEmail = userEmail;
  return filter;
}
