import { recordAudit, type Caller } from '@screenshelf/kit';
import { membershipError } from '../domain/errors.js';
import { isUuid } from '../domain/membership.js';
import * as store from '../store.js';
import type { MembershipRow } from '../store.js';
import type { MembershipContext } from './context.js';
import type { MembershipViews } from './views.js';

/** Cancelling at the period end, and undoing it (PUT /cancel-reservation, and the admin's call). */
export function cancellation(ctx: MembershipContext, views: MembershipViews) {
  /** Schedules the cancellation at period end (isActive false) or undoes it (isActive true). */
  async function setCancellation(
    target: { userId: string } | { membershipId: string; managerId: string; admin: Caller },
    isActive: boolean,
    cancelReason: string,
  ) {
    const userId = await ctx.change(async (tx, publish) => {
      let m: MembershipRow | undefined;
      if ('membershipId' in target) {
        m = isUuid(target.membershipId) ? await store.findMembership(tx, target.membershipId, true) : undefined;
        if (m && (m.user_id !== target.managerId || !['ACTIVE', 'PAST_DUE'].includes(m.status))) m = undefined;
      } else {
        m = await store.findLiveMembershipOf(tx, target.userId, true);
        if (m?.status === 'PENDING') m = undefined;
      }
      if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
      if (!isActive) {
        if (m.cancel_at_period_end) throw membershipError('ALREADY_CANCEL');
        if (await store.findOpenReservation(tx, m.id)) throw membershipError('ALREADY_IN_RESERVATION', { variant: 'cancelMembership' });
        await store.updateMembership(tx, m.id, { cancel_at_period_end: true, cancel_reason: cancelReason });
        await publish({ kind: 'subscription.cancellation_scheduled', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
        if ('admin' in target) {
          await recordAudit(tx, {
            actor: target.admin,
            action: 'membership.cancellation_set',
            targetType: 'membership',
            targetId: m.id,
            before: { cancelAtPeriodEnd: false },
            after: { cancelAtPeriodEnd: true, cancelReason },
          });
        }
      } else if (m.cancel_at_period_end) {
        // Undoing makes the membership renew, which needs a card to charge (a proxy payment has none).
        if (!(await store.findMainMethod(tx, m.user_id))) throw membershipError('PAYMENT_METHOD_REQUIRED');
        await store.updateMembership(tx, m.id, { cancel_at_period_end: false, cancel_reason: '' });
        await publish({ kind: 'subscription.cancellation_undone', membershipId: m.id, userIds: [m.user_id], plan: m.plan });
        if ('admin' in target) {
          await recordAudit(tx, {
            actor: target.admin,
            action: 'membership.cancellation_undone',
            targetType: 'membership',
            targetId: m.id,
            before: { cancelAtPeriodEnd: true, cancelReason: m.cancel_reason },
            after: { cancelAtPeriodEnd: false },
          });
        }
      }
      return m.user_id;
    });
    return views.view(userId);
  }

  return { setCancellation };
}
