import { validationError, type Caller } from '@screenshelf/kit';
import type { MembershipView } from '@screenshelf/kit/gen/screenshelf/membership/v1/MembershipView.js';
import type { Reservation } from '@screenshelf/kit/gen/screenshelf/membership/v1/Reservation.js';
import { membershipError } from '../domain/errors.js';
import { applicableMembership, isEntitling, planCardState } from '../domain/membership.js';
import {
  ANNUAL_DISCOUNT_PERCENT,
  GROUP_DISCOUNT_MIN_SIZE,
  GROUP_DISCOUNT_PERCENT,
  isKind,
  isPaidPlan,
  KINDS,
  MAX_GROUP_SIZE,
  PAID_PLANS,
  quotePrice,
  type Kind,
  type PaidPlan,
} from '../domain/pricing.js';
import * as store from '../store.js';
import type { MembershipRow } from '../store.js';
import type { MembershipContext } from './context.js';

/** What the pages read: my membership, plans and prices, a group, reservations, payments. Nothing here writes. */
export function membershipViews(ctx: MembershipContext) {
  const { pool, planPrice } = ctx;

  /** GET /mypage: the membership that applies to the user, with the next charge and an open reservation. */
  async function view(userId: string): Promise<MembershipView> {
    const { own, seat } = await store.findOwnAndSeat(pool, userId);
    const applies = applicableMembership(own, seat);
    const isFree = await store.isFreeUser(pool, userId);
    if (!applies) return { found: false, isFree, isActive: isFree };
    const { membership, role } = applies;
    const owned = role === 'OWNER' ? membership : undefined;
    const reservation = owned ? await store.findOpenReservation(pool, owned.id) : undefined;
    let nextAmount = 0;
    if (owned && !owned.cancel_at_period_end) {
      const next = reservation ?? owned;
      const quote = await planPrice(
        pool,
        next.plan as PaidPlan,
        next.kind as Kind,
        reservation ? reservation.seats : owned.group_size,
      );
      nextAmount = quote.amount;
    }
    return {
      found: true,
      membershipId: membership.id,
      plan: membership.plan,
      kind: membership.kind,
      status: membership.status,
      isActive: isEntitling(membership.status),
      role,
      managerId: membership.user_id,
      groupSize: membership.group_size,
      currentPeriodStart: membership.current_period_start?.toISOString() ?? '',
      currentPeriodEnd: membership.current_period_end?.toISOString() ?? '',
      nextBillingAt: owned ? (owned.next_billing_at?.toISOString() ?? '') : '',
      nextAmount,
      cancelAtPeriodEnd: membership.cancel_at_period_end,
      cancelReason: membership.cancel_reason,
      isFree,
      failedAttempts: membership.failed_attempts,
      declineReason: owned && owned.status === 'PAST_DUE' ? await store.latestRenewalDecline(pool, owned.id) : '',
      reservation: reservation && owned ? await reservationView(reservation, owned) : undefined,
    };
  }

  async function reservationView(r: store.ReservationRow, m?: MembershipRow): Promise<Reservation> {
    const membership = m ?? (await store.findMembership(pool, r.membership_id));
    const quote = await planPrice(pool, r.plan as PaidPlan, r.kind as Kind, r.seats);
    return {
      id: r.id,
      membershipId: r.membership_id,
      managerId: r.user_id,
      plan: r.plan,
      kind: r.kind,
      memberIds: r.member_ids,
      seats: r.seats,
      status: r.status,
      startsAt: membership?.current_period_end?.toISOString() ?? '',
      amount: quote.amount,
      createdAt: r.created_at.toISOString(),
    };
  }

  async function listReservations(userId: string) {
    return Promise.all((await store.listReservations(pool, userId)).map((r) => reservationView(r)));
  }

  /** GET /mypage/groups: the manager's group; `chargedAmount` is the fee a change just paid. */
  async function group(managerId: string, chargedAmount = 0) {
    const m = await store.findLiveMembershipOf(pool, managerId);
    if (!m) throw membershipError('MEMBERSHIP_NOT_FOUND');
    if (m.plan !== 'GROUP_PRO') throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
    const members = await store.listGroupMembers(pool, m.id);
    return {
      membershipId: m.id,
      managerId,
      groupSize: m.group_size,
      members: members.map((g) => ({ userId: g.user_id, email: g.email ?? '', name: g.name, addedAt: g.added_at.toISOString() })),
      chargedAmount,
    };
  }

  /** GET /plans: the plans with the page state of each card for this caller (visitors too). */
  async function listPlans(caller: Caller, userId: string) {
    const signedIn = !!caller.userId;
    let current: string | undefined;
    let reserved: string | undefined;
    if (signedIn) {
      const v = await view(await ctx.subject(caller, userId));
      current = v.found && v.isActive ? v.plan : undefined;
      reserved = v.reservation?.plan;
    }
    const plans = await store.listPlans(pool);
    return {
      plans: plans.map((p) => ({
        plan: p.plan,
        name: p.name,
        nameEn: p.name_en,
        monthlyPrice: p.monthly_price,
        annualPrice: isPaidPlan(p.plan)
          ? quotePrice({ plan: p.plan, kind: 'ANNUAL', monthlyPrice: p.monthly_price, groupSize: 1 }).amount
          : 0,
        perSeat: p.per_seat,
        features: p.features,
        state: planCardState(p.plan, { signedIn, current, reserved }),
      })),
      annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
      groupDiscountPercent: GROUP_DISCOUNT_PERCENT,
      groupDiscountMinSize: GROUP_DISCOUNT_MIN_SIZE,
      maxGroupSize: MAX_GROUP_SIZE,
    };
  }

  /** GET /previews: quotes for a plan and kind (every paid one when not named). */
  async function previewPrices(plan: string, kind: string, groupSize: number) {
    if (plan && !isPaidPlan(plan)) throw membershipError('PLAN_INVALID');
    if (kind && !isKind(kind)) throw membershipError('PLAN_INVALID');
    if (!Number.isInteger(groupSize) || groupSize < 0 || groupSize > MAX_GROUP_SIZE)
      throw validationError(`groupSize must be 1 to ${MAX_GROUP_SIZE}`);
    const quotes = [];
    for (const p of plan ? [plan as PaidPlan] : PAID_PLANS) {
      for (const k of kind ? [kind as Kind] : KINDS)
        quotes.push(await planPrice(pool, p, k, p === 'GROUP_PRO' ? Math.max(1, groupSize || 2) : 1));
    }
    return { quotes };
  }

  const listPayments = (userId: string, limit: number, offset: number) => store.listHistories(pool, { userId }, limit, offset);

  return { view, reservationView, listReservations, group, listPlans, previewPrices, listPayments };
}

export type MembershipViews = ReturnType<typeof membershipViews>;
