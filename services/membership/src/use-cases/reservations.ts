import { notFound, withTransaction } from '@screenshelf/kit';
import { membershipError } from '../domain/errors.js';
import { checkMemberIds, parsePlanChoice, refuseReservation, seatsFor } from '../domain/membership.js';
import * as store from '../store.js';
import { isUniqueViolation, type MembershipContext } from './context.js';
import type { MembershipViews } from './views.js';

/** The plan that takes over at the end of the current period: reserving it and cancelling it. */
export function reservations(ctx: MembershipContext, views: MembershipViews) {
  const { pool } = ctx;

  /** POST /mypage/reservations: the plan that takes over at the end of the current period. */
  async function reservePlan(userId: string, request: { plan: string; kind: string; memberIds: string[]; seats?: number }) {
    const choice = parsePlanChoice(request.plan, request.kind);
    checkMemberIds(request.memberIds, userId);
    const reservation = await withTransaction(pool, async (tx) => {
      // Reserved places are claims too: checked and written under the people's locks.
      await store.lockPeople(tx, [userId, ...request.memberIds]);
      const own = await store.findLiveMembershipOf(tx, userId, true);
      const open = own ? await store.findOpenReservation(tx, own.id) : undefined;
      refuseReservation(
        own && { plan: own.plan, kind: own.kind, cancelAtPeriodEnd: own.cancel_at_period_end, reserved: !!open },
        choice,
        request.memberIds.length,
      );
      // The seats the next period pays for: the count chosen on the plan card.
      const seats = seatsFor(choice.plan, request.seats ?? 0, request.memberIds.length);
      await ctx.admitMembers(tx, request.memberIds, userId, own!.id);
      try {
        return await store.insertReservation(tx, {
          membershipId: own!.id,
          userId,
          plan: choice.plan,
          kind: choice.kind,
          memberIds: request.memberIds,
          seats,
        });
      } catch (error) {
        if (isUniqueViolation(error, 'reservations_one_open')) throw membershipError('ALREADY_IN_RESERVATION', { variant: 'reserveAgain' });
        throw error;
      }
    });
    return views.reservationView(reservation);
  }

  async function cancelReservedPlan(userId: string) {
    await withTransaction(pool, async (tx) => {
      const own = await store.findLiveMembershipOf(tx, userId, true);
      if (!own) throw membershipError('MEMBERSHIP_NOT_FOUND');
      const open = await store.findOpenReservation(tx, own.id);
      if (!open) throw notFound('Reservation');
      await store.closeReservation(tx, open.id, 'CANCELLED');
    });
    return views.listReservations(userId);
  }

  return { reservePlan, cancelReservedPlan };
}
