import { paymentFailed, requireSignedIn, type Caller, type Tx } from '@screenshelf/kit';
import { membershipError } from '../domain/errors.js';
import { afterFailedRenewal, isUuid, renewalAction, renewalTarget } from '../domain/membership.js';
import { addPeriod } from '../domain/pricing.js';
import * as store from '../store.js';
import type { MembershipRow } from '../store.js';
import { hex, type MembershipContext, type Publish } from './context.js';
import type { MembershipViews } from './views.js';

/** Renewing a due membership (the billing run, `billing.ts`) and paying a past-due one now. */
export function renewal(ctx: MembershipContext, views: MembershipViews) {
  /**
   * One renewal of a locked, due membership: a pending cancellation ends it; otherwise the next
   * period (the reserved plan, if any) is charged. A decline schedules a retry or, after the last
   * one, expires it. The order id is (membership, period, attempt), so a repeat never charges twice.
   */
  async function renewLocked(tx: Tx, m: MembershipRow, publish: Publish): Promise<'RENEWED' | 'RETRY' | 'EXPIRED'> {
    const periodStart = m.current_period_end ?? new Date();
    if (renewalAction({ cancelAtPeriodEnd: m.cancel_at_period_end }) === 'EXPIRE') {
      const userIds = await ctx.endMembership(tx, m, 'EXPIRED');
      await publish({ kind: 'subscription.expired', membershipId: m.id, userIds, plan: m.plan });
      return 'EXPIRED';
    }
    const reservation = await store.findOpenReservation(tx, m.id);
    const target = renewalTarget(
      { plan: m.plan, kind: m.kind, groupSize: m.group_size },
      reservation && { plan: reservation.plan, kind: reservation.kind, seats: reservation.seats },
    );
    const periodEnd = addPeriod(periodStart, target.kind);
    const attempt = m.failed_attempts + 1;
    const quote = await ctx.planPrice(tx, target.plan, target.kind, target.groupSize);
    const user = await store.findUser(tx, m.user_id);
    const history = await store.insertHistory(tx, {
      membershipId: m.id,
      userId: m.user_id,
      userEmail: user?.email ?? null,
      plan: target.plan,
      kind: target.kind,
      groupSize: target.groupSize,
      amount: quote.amount,
      reason: 'RENEWAL',
      orderId: `ren_${hex(m.id)}_${periodStart.toISOString().slice(0, 10).replace(/-/g, '')}_${attempt}`,
      periodStart,
      periodEnd,
    });
    const settled = history.status === 'READY' ? await ctx.chargeHistory(tx, history, user?.email ?? null) : history;
    if (settled.status === 'CMPL') {
      const before = await store.groupMemberIds(tx, m.id);
      let removed: string[] = [];
      if (reservation) {
        removed = await store.replaceGroupMembers(tx, m.id, target.plan === 'GROUP_PRO' ? reservation.member_ids : []);
        await store.closeReservation(tx, reservation.id, 'APPLIED');
      }
      await store.updateMembership(tx, m.id, {
        plan: target.plan,
        kind: target.kind,
        group_size: target.groupSize,
        status: 'ACTIVE',
        current_period_start: periodStart,
        current_period_end: periodEnd,
        next_billing_at: periodEnd,
        failed_attempts: 0,
      });
      const userIds = [m.user_id, ...before, ...removed, ...(reservation?.member_ids ?? [])];
      await publish({
        kind: reservation ? 'subscription.changed' : 'subscription.renewed',
        membershipId: m.id,
        userIds,
        plan: target.plan,
      });
      return 'RENEWED';
    }
    const next = afterFailedRenewal(periodStart, attempt);
    if (next.status === 'EXPIRED') {
      const userIds = await ctx.endMembership(tx, m, 'EXPIRED');
      await store.updateMembership(tx, m.id, { failed_attempts: attempt });
      await publish({ kind: 'subscription.expired', membershipId: m.id, userIds, plan: m.plan });
      return 'EXPIRED';
    }
    await store.updateMembership(tx, m.id, { status: 'PAST_DUE', next_billing_at: next.nextBillingAt, failed_attempts: attempt });
    await publish({ kind: 'payment.failed', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
    return 'RETRY';
  }

  /** Pays a past-due membership now (the user's card was declined at renewal). */
  async function payMembership(caller: Caller, membershipId: string) {
    requireSignedIn(caller);
    if (!isUuid(membershipId)) throw membershipError('MEMBERSHIP_NOT_FOUND');
    const outcome = await ctx.change(async (tx, publish) => {
      const m = await store.findMembership(tx, membershipId, true);
      if (!m || !['ACTIVE', 'PAST_DUE'].includes(m.status) || (m.user_id !== caller.userId && caller.role !== 'ADMIN')) {
        throw membershipError('MEMBERSHIP_NOT_FOUND');
      }
      if (m.status !== 'PAST_DUE') throw membershipError('ALREADY_ACTIVE_SUBSCRIPTION');
      return { result: await renewLocked(tx, m, publish), userId: m.user_id };
    });
    // Declined again: the card company's reason and what to do, as at checkout.
    if (outcome.result !== 'RENEWED') throw paymentFailed(await store.latestRenewalDecline(ctx.pool, membershipId));
    return views.view(outcome.userId);
  }

  return { renewLocked, payMembership };
}
