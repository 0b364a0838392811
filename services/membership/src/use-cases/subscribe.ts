import { DomainError, paymentFailed, reconcileLater, withTransaction } from '@screenshelf/kit';
import type { CardInput__Output as CardInput } from '@screenshelf/kit/gen/screenshelf/membership/v1/CardInput.js';
import { membershipError } from '../domain/errors.js';
import { parsePlanChoice, seatsFor } from '../domain/membership.js';
import { addPeriod } from '../domain/pricing.js';
import * as store from '../store.js';
import type { HistoryRow, MembershipRow } from '../store.js';
import { hex, type MembershipContext } from './context.js';
import type { MembershipViews } from './views.js';

/** Starting a membership: the claim, the first payment, and settling a first payment left undecided. */
export function subscribing(ctx: MembershipContext, views: MembershipViews) {
  const { pool, logger } = ctx;

  /**
   * Starts a membership and takes its first payment (product-spec §7 POST base path). The checks
   * run once without locks (a refused request never reaches the provider), then again under the
   * people's locks in the transaction that claims the subscriber and the members (the PENDING
   * membership and its seats) — before any charge, so a request that loses a race is never charged.
   * A card given here is stored unconfirmed and kept only if the first payment goes through.
   */
  async function subscribe(
    userId: string,
    request: { plan: string; kind: string; memberIds: string[]; seats?: number; card?: CardInput | null },
  ) {
    const choice = parsePlanChoice(request.plan, request.kind);
    // The seats paid for: the count chosen on the plan card (the members named fill some of them).
    const groupSize = seatsFor(choice.plan, request.seats ?? 0, request.memberIds.length);
    // A repeat of the user's own attempt whose payment is still undecided (a retry after a time-out)
    // is answered with that attempt's outcome, asked of the provider now — never a 409 about itself.
    const own = await store.findOwnPending(pool, userId);
    if (own && own.membership.plan === choice.plan && own.membership.kind === choice.kind) {
      await settleFirstPayment(own.membership, own.history, (await store.findUser(pool, userId))?.email ?? null);
      return views.view(userId);
    }
    await ctx.refuseSubscriber(pool, userId, choice, request.memberIds);
    if (!request.card && !(await store.findMainMethod(pool, userId))) throw membershipError('PAYMENT_METHOD_REQUIRED');
    const issued = request.card ? await ctx.issueCard(userId, request.card) : undefined;

    const quote = await ctx.planPrice(pool, choice.plan, choice.kind, groupSize);
    const periodStart = new Date();
    const periodEnd = addPeriod(periodStart, choice.kind);
    // One commit claims the people (under their locks), the one live slot and the order id; then the provider is called.
    const { membership, history, email } = await withTransaction(pool, async (tx) => {
      await store.lockPeople(tx, [userId, ...request.memberIds]);
      const { user, memberIds } = await ctx.refuseSubscriber(tx, userId, choice, request.memberIds);
      const method = issued
        ? (await store.storeMethod(tx, { ...ctx.methodOf(userId, issued), makeMain: false, confirmed: false })).method
        : await store.findMainMethod(tx, userId);
      if (!method) throw membershipError('PAYMENT_METHOD_REQUIRED');
      const membership = await ctx.insertPendingMembership(tx, { userId, plan: choice.plan, kind: choice.kind, groupSize });
      await ctx.claimSeats(tx, membership.id, memberIds);
      const history = await store.insertHistory(tx, {
        membershipId: membership.id,
        userId,
        userEmail: user.email,
        plan: choice.plan,
        kind: choice.kind,
        groupSize,
        amount: quote.amount,
        reason: 'SUBSCRIBE',
        orderId: `sub_${hex(membership.id)}`,
        periodStart,
        periodEnd,
        methodId: method.id,
      });
      return { membership, history, email: user.email };
    });
    await settleFirstPayment(membership, history, email);
    return views.view(userId);
  }

  /**
   * Charges the first payment of a PENDING membership and activates it, or marks it FAILED.
   * `reconciling`: this call is itself one of the reconciliation's tries, so it starts no other.
   */
  async function settleFirstPayment(
    membership: MembershipRow,
    history: HistoryRow,
    email: string | null,
    { reconciling = false } = {},
  ) {
    let settled: HistoryRow;
    try {
      settled = history.status === 'READY' ? await ctx.chargeHistory(pool, history, email) : history;
    } catch (error) {
      // The provider did not answer: the charge may or may not have been made. Ask again with the
      // same order id (the provider answers as it did the first time, never charging twice) within
      // seconds; the billing run's settleStalePending is the backstop.
      logger.warn({ err: error, membershipId: membership.id }, 'first payment undecided; reconciling with the provider');
      if (!reconciling) reconcileSoon(membership, history, email);
      throw membershipError('PAYMENT_PENDING');
    }
    await ctx.change(async (tx, publish) => {
      const m = await store.findMembership(tx, membership.id, true);
      if (!m || m.status !== 'PENDING') return;
      const members = await store.groupMemberIds(tx, m.id);
      if (settled.status === 'CMPL') {
        // The card that paid is the user's main card from now on (a card given with the subscription is kept).
        if (history.method_id) await store.confirmMethod(tx, m.user_id, history.method_id);
        await store.updateMembership(tx, m.id, {
          status: 'ACTIVE',
          current_period_start: history.period_start,
          current_period_end: history.period_end,
          next_billing_at: history.period_end,
        });
        await publish({ kind: 'subscription.activated', membershipId: m.id, userIds: [m.user_id, ...members], plan: m.plan });
      } else {
        // A refused subscription leaves no card behind: one given with it goes with the refusal.
        if (history.method_id) await store.discardUnconfirmedMethod(tx, history.method_id);
        await ctx.endMembership(tx, m, 'FAILED');
        await publish({ kind: 'payment.failed', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
      }
    });
    if (settled.status !== 'CMPL') throw paymentFailed(settled.failure_code);
  }

  /** Asks the provider again about an undecided first payment (kit payments/reconcile.ts: after 1, 2, 4 … 30 s). */
  function reconcileSoon(membership: MembershipRow, history: HistoryRow, email: string | null) {
    reconcileLater(async () => {
      try {
        await settleFirstPayment(membership, history, email, { reconciling: true });
      } catch (error) {
        if (error instanceof DomainError && error.errorCode === 'PAYMENT_PENDING') return 'pending';
        logger.info({ membershipId: membership.id, errorCode: (error as DomainError).errorCode }, 'first payment reconciled');
      }
      return 'settled';
    });
  }

  /**
   * Settles first payments left PENDING: the same order id goes to the provider again, which
   * answers as it did the first time (a charge made is never made twice).
   */
  async function settleStalePending(before: Date) {
    let settled = 0;
    for (const { membership, history } of await store.findStalePending(pool, before)) {
      const user = await store.findUser(pool, membership.user_id);
      try {
        await settleFirstPayment(membership, history, user?.email ?? null);
      } catch (error) {
        if (!(error instanceof DomainError && error.errorCode === 'PAYMENT_FAILED')) {
          logger.warn({ err: error, membershipId: membership.id }, 'first payment still undecided');
          continue;
        }
      }
      settled += 1;
    }
    return settled;
  }

  return { subscribe, settleStalePending };
}
