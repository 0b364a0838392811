import { isUuid, validationError } from '@screenshelf/kit';
import { membershipError } from './errors.js';
import { isKind, isPaidPlan, MAX_GROUP_SIZE, type Kind, type PaidPlan } from './pricing.js';

/** PENDING: first charge in flight; PAST_DUE: a renewal failed and retries are scheduled. */
export type MembershipStatus = 'PENDING' | 'ACTIVE' | 'PAST_DUE' | 'EXPIRED' | 'FAILED';
export const LIVE_STATUSES: MembershipStatus[] = ['PENDING', 'ACTIVE', 'PAST_DUE'];
/** A past-due membership keeps its plan while the retries run (a grace period). */
export const isEntitling = (status: string) => status === 'ACTIVE' || status === 'PAST_DUE';

/** After a failed renewal: retry 1 day, then 3 days after the period end; the next failure expires it. */
export const RETRY_SCHEDULE_DAYS = [1, 3] as const;
const DAY_MS = 86_400_000;

export function afterFailedRenewal(
  periodEnd: Date,
  failedAttempts: number,
): { status: 'PAST_DUE'; nextBillingAt: Date } | { status: 'EXPIRED' } {
  const days = RETRY_SCHEDULE_DAYS[failedAttempts - 1];
  if (days === undefined) return { status: 'EXPIRED' };
  return { status: 'PAST_DUE', nextBillingAt: new Date(periodEnd.getTime() + days * DAY_MS) };
}

/** What a billing run does with a due membership: a pending cancellation ends it, anything else charges. */
export function renewalAction(membership: { cancelAtPeriodEnd: boolean }): 'EXPIRE' | 'CHARGE' {
  return membership.cancelAtPeriodEnd ? 'EXPIRE' : 'CHARGE';
}

export function parsePlanChoice(plan: string, kind: string): { plan: PaidPlan; kind: Kind } {
  if (!isPaidPlan(plan) || !isKind(kind)) throw membershipError('PLAN_INVALID');
  return { plan, kind };
}

export interface SubscriberState {
  email: string | null;
  own?: { plan: string; kind: string; cancelAtPeriodEnd: boolean };
  memberOfGroup: boolean;
}

/** Why a user may not start a new subscription now (product-spec §4, §5), or nothing. */
export function refuseSubscription(state: SubscriberState, choice: { plan: PaidPlan; kind: Kind }, memberCount: number): void {
  if (!state.email) throw membershipError('EMAIL');
  if (state.memberOfGroup) throw membershipError('MEMBER_ALREADY_IN_ANOTHER_GROUP');
  if (state.own) {
    if (state.own.plan === choice.plan && state.own.kind === choice.kind) throw membershipError('ALREADY_ACTIVE_SUBSCRIPTION');
    if (state.own.cancelAtPeriodEnd) throw membershipError('ALREADY_CANCEL');
    throw membershipError('PLAN_CHANGE_NOT_ALLOWED');
  }
  if (choice.plan !== 'GROUP_PRO' && memberCount > 0) throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
}

/** Reserving the next plan: only on a live own membership, not while cancelling, once at a time. */
export function refuseReservation(
  own: { plan: string; kind: string; cancelAtPeriodEnd: boolean; reserved: boolean } | undefined,
  choice: { plan: PaidPlan; kind: Kind },
  memberCount: number,
): void {
  if (!own) throw membershipError('MEMBERSHIP_NOT_FOUND');
  if (own.cancelAtPeriodEnd) throw membershipError('ALREADY_CANCEL');
  if (own.reserved) throw membershipError('ALREADY_IN_RESERVATION', { variant: 'reserveAgain' });
  if (choice.plan !== 'GROUP_PRO' && memberCount > 0) throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
  if (own.plan === choice.plan && own.kind === choice.kind && choice.plan !== 'GROUP_PRO') throw membershipError('PLAN_INVALID');
}

/** The kit's id test, for this service's modules. */
export { isUuid };

/** What one would-be group member currently is, as far as groups care. */
export interface CandidateState {
  userId: string;
  exists: boolean;
  ownsLiveMembership: boolean;
  inThisGroup: boolean;
  inAnotherGroup: boolean;
  leadsReservation: boolean;
  inReservedGroup: boolean;
}

/** The §8 reason a user cannot join a group, checked in the order the page shows them. */
export function refuseCandidate(candidate: CandidateState, options: { allowInThisGroup: boolean }): void {
  if (!candidate.exists) throw membershipError('USER_NOT_FOUND');
  if (candidate.inThisGroup && !options.allowInThisGroup) throw membershipError('ALREADY_IN_GROUP');
  // A reservation's leader always owns a membership too; the more precise reason comes first.
  if (candidate.leadsReservation) throw membershipError('ALREADY_IN_RESERVATION');
  if (candidate.ownsLiveMembership) throw membershipError('ALREADY_IN_MEMBERSHIP');
  if (candidate.inAnotherGroup) throw membershipError('MEMBER_ALREADY_IN_ANOTHER_GROUP');
  if (candidate.inReservedGroup) throw membershipError('ALREADY_IN_RESERVATION_GROUP');
}

/** A member id list: well-formed ids (else INVALID_MEMBER_IDS_FORMAT), no duplicates and not the manager (INVALID_MEMBER_IDS). */
export function checkMemberIds(memberIds: string[], managerId: string): string[] {
  if (memberIds.some((id) => !isUuid(id))) throw membershipError('INVALID_MEMBER_IDS_FORMAT');
  if (new Set(memberIds).size !== memberIds.length || memberIds.includes(managerId)) throw membershipError('INVALID_MEMBER_IDS');
  return memberIds;
}

/** The membership page state of one plan card (product-spec §2). */
export function planCardState(
  plan: string,
  user: { signedIn: boolean; current?: string; reserved?: string },
): 'SIGN_IN' | 'SUBSCRIBE' | 'CURRENT_PLAN' | 'CHANGE_PLAN' | 'RESERVED_PLAN' {
  if (!user.signedIn) return 'SIGN_IN';
  if (user.reserved === plan) return 'RESERVED_PLAN';
  if (user.current === plan) return 'CURRENT_PLAN';
  if (plan === 'STARTER') return user.current ? 'CHANGE_PLAN' : 'CURRENT_PLAN';
  return user.current ? 'CHANGE_PLAN' : 'SUBSCRIBE';
}

/** yearmonth as YYYYMM or YYYY-MM → [start, end) in Korea time, which revenues are counted in. */
export function monthRangeKst(yearmonth: string): { start: Date; end: Date } | undefined {
  const match = /^(\d{4})-?(\d{2})$/.exec(yearmonth);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  const KST_OFFSET_MS = 9 * 3_600_000;
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - KST_OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - KST_OFFSET_MS),
  };
}

/**
 * The one membership that applies to a user: their own while it entitles, else a group seat that
 * entitles, else their own (a PENDING first payment) or a seat, for the page to show. Entitlement
 * and "my membership" both read it, so they never disagree.
 */
export function applicableMembership<M extends { status: string }>(
  own: M | undefined,
  seat: M | undefined,
): { membership: M; role: 'OWNER' | 'MEMBER' } | undefined {
  if (own && isEntitling(own.status)) return { membership: own, role: 'OWNER' };
  if (seat && isEntitling(seat.status)) return { membership: seat, role: 'MEMBER' };
  if (own) return { membership: own, role: 'OWNER' };
  if (seat) return { membership: seat, role: 'MEMBER' };
  return undefined;
}

/** What a user may use: an entitling membership's plan, a free user's Personal Pro, else Starter (product-spec §6). */
export function entitledPlan(
  membership: { plan: string; status: string } | undefined,
  isFree: boolean,
): { plan: string; paid: boolean } {
  if (membership && isEntitling(membership.status)) return { plan: membership.plan, paid: true };
  return isFree ? { plan: 'PERSONAL_PRO', paid: true } : { plan: 'STARTER', paid: false };
}

/**
 * The group whose team boards a user works on (catalog's collections): the Group Pro membership they
 * manage or have a seat in while it entitles them; '' for everyone else.
 */
export const teamOf = (membership: { id: string; plan: string; status: string } | undefined): string =>
  membership && membership.plan === 'GROUP_PRO' && isEntitling(membership.status) ? membership.id : '';

/**
 * The seats a subscription or a reservation pays for (issue 27: the count chosen on the plan card):
 * Group Pro takes the count asked for, which must seat the manager and the members named (empty
 * seats are filled later at no fee this period), or, when none is asked, exactly them; a Personal
 * plan is one seat.
 */
export function seatsFor(plan: PaidPlan, requested: number, memberCount: number): number {
  const needed = 1 + memberCount;
  if (plan !== 'GROUP_PRO') {
    if (memberCount > 0 || requested > 1) throw membershipError('PLAN_NOT_GROUP_COMPATIBLE');
    return 1;
  }
  if (!requested) return needed;
  if (!Number.isInteger(requested) || requested < needed || requested > MAX_GROUP_SIZE)
    throw validationError(`seats must be ${needed} to ${MAX_GROUP_SIZE}: the manager and every member named`);
  return requested;
}

/**
 * The seats a Group Pro pays for after the manager edits the members (issue 27): the seats bought
 * stay (removing a member frees a seat, it does not sell it back; fewer seats are a reserved change
 * for the next period), and naming more people than seats buys the extra ones.
 */
export function seatsAfterMemberEdit(currentSeats: number, people: number): number {
  return Math.max(currentSeats, people);
}

/** The plan the next period is charged at: an open reservation's (its seats), else the current one. */
export function renewalTarget(
  membership: { plan: string; kind: string; groupSize: number },
  reservation: { plan: string; kind: string; seats: number } | undefined,
): { plan: PaidPlan; kind: Kind; groupSize: number } {
  const next = reservation ? { plan: reservation.plan, kind: reservation.kind, groupSize: reservation.seats } : membership;
  return { plan: next.plan as PaidPlan, kind: next.kind as Kind, groupSize: next.groupSize };
}

/**
 * Whether a payment pays for the period a membership is in now (so refunding it ends the
 * membership): a period payment (not a group fee) ending when the live period ends.
 */
export function coversCurrentPeriod(
  payment: { reason: string; periodEnd: Date | null },
  membership: { status: string; currentPeriodEnd: Date | null } | undefined,
): boolean {
  return (
    !!membership &&
    isEntitling(membership.status) &&
    payment.reason !== 'GROUP_FEE' &&
    payment.periodEnd?.getTime() === membership.currentPeriodEnd?.getTime()
  );
}

/**
 * What refunding a payment takes back (issue 26): the period it paid for, if that is the live one
 * (the membership ends); a group fee of the live period, the seats it paid for; else nothing, as
 * the period it paid for is over.
 */
export function refundTakesBack(
  payment: { reason: string; periodEnd: Date | null },
  membership: { status: string; currentPeriodEnd: Date | null } | undefined,
): 'MEMBERSHIP' | 'SEATS' | 'NOTHING' {
  if (coversCurrentPeriod(payment, membership)) return 'MEMBERSHIP';
  const samePeriod =
    !!membership && isEntitling(membership.status) && payment.periodEnd?.getTime() === membership.currentPeriodEnd?.getTime();
  return samePeriod && payment.reason === 'GROUP_FEE' ? 'SEATS' : 'NOTHING';
}

/**
 * The members who lose their seat when the period's paid size drops to `paidSize` (the manager is
 * one seat): the latest added beyond it, so who joined first keeps their place.
 */
export function seatsBeyondPaid(membersByAddedAt: string[], paidSize: number): string[] {
  return membersByAddedAt.slice(Math.max(paidSize - 1, 0));
}

/**
 * The group size the current period has already paid for: the largest size among its completed
 * payments (so a removed seat re-added is free), else the group's size.
 */
export function seatsAlreadyPaid(completedSizes: number[], groupSize: number): number {
  return completedSizes.length ? Math.max(...completedSizes) : groupSize;
}
