import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError, paymentFailed } from '@screenshelf/kit';
import { MEMBERSHIP_ERRORS, membershipError } from '../src/domain/errors.js';
import {
  afterFailedRenewal,
  applicableMembership,
  checkMemberIds,
  coversCurrentPeriod,
  entitledPlan,
  monthRangeKst,
  planCardState,
  refuseCandidate,
  refuseReservation,
  refuseSubscription,
  renewalAction,
  refundTakesBack,
  renewalTarget,
  seatsFor,
  seatsAlreadyPaid,
  seatsBeyondPaid,
  type CandidateState,
} from '../src/domain/membership.js';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as DomainError).errorCode;
  }
  return undefined;
};

const SPEC_CODES = [
  'EMAIL',
  'DEFAULT',
  'SERVER_ERROR',
  'PLAN_NOT_GROUP_COMPATIBLE',
  'USER_NOT_FOUND',
  'INVALID_MEMBER_IDS_FORMAT',
  'ALREADY_IN_GROUP',
  'ALREADY_IN_MEMBERSHIP',
  'ALREADY_ACTIVE_SUBSCRIPTION',
  'PLAN_CHANGE_NOT_ALLOWED',
  'INVALID_MEMBER_IDS',
  'PLAN_INVALID',
  'ALREADY_CANCEL',
  'MEMBER_ALREADY_IN_ANOTHER_GROUP',
  'MEMBERSHIP_NOT_FOUND',
  'ALREADY_IN_RESERVATION',
  'ALREADY_IN_RESERVATION_GROUP',
  'PAYMENT_FAILED',
];

describe('the §8 error catalogue', () => {
  it('has every membership errorCode with a Korean message and the English meaning', () => {
    for (const code of SPEC_CODES) {
      const entry = MEMBERSHIP_ERRORS[code as keyof typeof MEMBERSHIP_ERRORS];
      expect(entry).toMatchObject({
        kind: expect.stringMatching(/^[a-z_]+$/),
        ko: expect.stringMatching(/[가-힣]/),
        en: expect.stringMatching(/^.{4,}$/s),
      });
    }
  });

  it('builds errors from the kit catalogue: the code and its kind; the gateway renders ko or en', () => {
    const error = membershipError('PLAN_CHANGE_NOT_ALLOWED');
    expect(error).toMatchObject({ errorCode: 'PLAN_CHANGE_NOT_ALLOWED', kind: 'precondition', details: undefined });
    expect(error.msgIn('ko')).toBe('기존 구독이 만료된 후에만 플랜을 변경할 수 있습니다.');
    expect(error.msgIn('en')).toBe('A plan change is only possible after the existing subscription expires.');
    // `log` is for the logs only; a variant picks the words for the case.
    const logged = membershipError('PAYMENT_NOT_REFUNDABLE', { log: { providerCode: 'ALREADY_CANCELED_PAYMENT' } });
    expect(logged.details).toBeUndefined();
    expect(logged.message).toContain('ALREADY_CANCELED_PAYMENT');
    const reserved = membershipError('ALREADY_IN_RESERVATION', { variant: 'cancelMembership' });
    expect(reserved.msgIn('ko')).toContain('예약 취소');
    expect(reserved.msgIn('en')).toContain('Cancel the reserved change');
  });

  it('words a declined card by the provider\'s reason (issue 27), with the code in details.reason', () => {
    const rejected = paymentFailed('REJECT_CARD_PAYMENT');
    expect(rejected).toMatchObject({ errorCode: 'PAYMENT_FAILED', kind: 'precondition', details: { reason: 'REJECT_CARD_PAYMENT' } });
    expect(rejected.msgIn('ko')).toBe('카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.');
    expect(rejected.msgIn('en')).toBe('The card company declined the payment (limit exceeded or not enough balance). Please pay with a different card.');
    expect(paymentFailed('INVALID_CARD_NUMBER').msgIn('en')).toBe('The card number is not valid. Please check the card number.');
    expect(paymentFailed('INVALID_CARD_EXPIRATION').msgIn('ko')).toContain('유효기간');
    // An unknown code keeps the plain words but still names the code; none at all adds no details.
    expect(paymentFailed('SOMETHING_NEW')).toMatchObject({ details: { reason: 'SOMETHING_NEW' } });
    expect(paymentFailed('SOMETHING_NEW').msgIn('ko')).toBe('결제에 실패했습니다.');
    expect(paymentFailed(null).details).toBeUndefined();
  });
});

describe('one status per errorCode', () => {
  it('builds every membership error from the catalogue (code → kind), so a code is never answered with two statuses', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const adHoc = files.filter(
      (f) => !f.endsWith('errors.ts') && readFileSync(path.join(src, f), 'utf8').includes('new DomainError('),
    );
    expect(adHoc).toEqual([]);
    // Issue 9: a missing or malformed email is bad input wherever it is found (400), as in identity.
    expect(MEMBERSHIP_ERRORS.EMAIL.kind).toBe('invalid');
    expect(MEMBERSHIP_ERRORS.PAYMENT_NOT_FOUND.kind).toBe('not_found');
    expect(MEMBERSHIP_ERRORS.PAYMENT_PENDING.kind).toBe('conflict');
  });
});

describe('subscription rules', () => {
  const personal = { plan: 'PERSONAL_PRO' as const, kind: 'MONTHLY' as const };
  const free = { email: 'a@b.c', memberOfGroup: false };

  it('needs an email, refuses group members, the same plan, a change while cancelling and any other change', () => {
    expect(codeOf(() => refuseSubscription({ ...free, email: null }, personal, 0))).toBe('EMAIL');
    expect(codeOf(() => refuseSubscription({ ...free, memberOfGroup: true }, personal, 0))).toBe(
      'MEMBER_ALREADY_IN_ANOTHER_GROUP',
    );
    const own = { plan: 'PERSONAL_PRO', kind: 'MONTHLY', cancelAtPeriodEnd: false };
    expect(codeOf(() => refuseSubscription({ ...free, own }, personal, 0))).toBe('ALREADY_ACTIVE_SUBSCRIPTION');
    expect(codeOf(() => refuseSubscription({ ...free, own }, { plan: 'GROUP_PRO', kind: 'MONTHLY' }, 0))).toBe(
      'PLAN_CHANGE_NOT_ALLOWED',
    );
    expect(
      codeOf(() =>
        refuseSubscription({ ...free, own: { ...own, cancelAtPeriodEnd: true } }, { plan: 'GROUP_PRO', kind: 'ANNUAL' }, 0),
      ),
    ).toBe('ALREADY_CANCEL');
    expect(codeOf(() => refuseSubscription(free, personal, 2))).toBe('PLAN_NOT_GROUP_COMPATIBLE');
    expect(codeOf(() => refuseSubscription(free, personal, 0))).toBeUndefined();
  });

  it('reserves only on a live membership, not while cancelling, once', () => {
    const own = { plan: 'PERSONAL_PRO', kind: 'MONTHLY', cancelAtPeriodEnd: false, reserved: false };
    const group = { plan: 'GROUP_PRO' as const, kind: 'ANNUAL' as const };
    expect(codeOf(() => refuseReservation(undefined, group, 0))).toBe('MEMBERSHIP_NOT_FOUND');
    expect(codeOf(() => refuseReservation({ ...own, cancelAtPeriodEnd: true }, group, 0))).toBe('ALREADY_CANCEL');
    expect(codeOf(() => refuseReservation({ ...own, reserved: true }, group, 0))).toBe('ALREADY_IN_RESERVATION');
    expect(codeOf(() => refuseReservation(own, personal, 0))).toBe('PLAN_INVALID');
    expect(codeOf(() => refuseReservation(own, group, 1))).toBeUndefined();
  });
});

describe('group rules', () => {
  const manager = '00000000-0000-4000-8000-0000000000aa';
  const a = '00000000-0000-4000-8000-0000000000a1';
  const free: CandidateState = {
    userId: a,
    exists: true,
    ownsLiveMembership: false,
    inThisGroup: false,
    inAnotherGroup: false,
    leadsReservation: false,
    inReservedGroup: false,
  };

  it('checks member id lists', () => {
    expect(codeOf(() => checkMemberIds(['nope'], manager))).toBe('INVALID_MEMBER_IDS_FORMAT');
    expect(codeOf(() => checkMemberIds([a, a], manager))).toBe('INVALID_MEMBER_IDS');
    expect(codeOf(() => checkMemberIds([manager], manager))).toBe('INVALID_MEMBER_IDS');
    expect(checkMemberIds([a], manager)).toEqual([a]);
  });

  it('names why a user cannot join', () => {
    const strict = { allowInThisGroup: false };
    expect(codeOf(() => refuseCandidate({ ...free, exists: false }, strict))).toBe('USER_NOT_FOUND');
    expect(codeOf(() => refuseCandidate({ ...free, inThisGroup: true }, strict))).toBe('ALREADY_IN_GROUP');
    expect(codeOf(() => refuseCandidate({ ...free, inThisGroup: true }, { allowInThisGroup: true }))).toBeUndefined();
    expect(codeOf(() => refuseCandidate({ ...free, ownsLiveMembership: true }, strict))).toBe('ALREADY_IN_MEMBERSHIP');
    expect(codeOf(() => refuseCandidate({ ...free, inAnotherGroup: true }, strict))).toBe('MEMBER_ALREADY_IN_ANOTHER_GROUP');
    expect(codeOf(() => refuseCandidate({ ...free, leadsReservation: true }, strict))).toBe('ALREADY_IN_RESERVATION');
    expect(codeOf(() => refuseCandidate({ ...free, inReservedGroup: true }, strict))).toBe('ALREADY_IN_RESERVATION_GROUP');
  });
});

describe('renewals', () => {
  const end = new Date('2026-12-01T00:00:00Z');
  it('retries a day and then three days after the period end, then expires', () => {
    expect(afterFailedRenewal(end, 1)).toEqual({ status: 'PAST_DUE', nextBillingAt: new Date('2026-12-02T00:00:00Z') });
    expect(afterFailedRenewal(end, 2)).toEqual({ status: 'PAST_DUE', nextBillingAt: new Date('2026-12-04T00:00:00Z') });
    expect(afterFailedRenewal(end, 3)).toEqual({ status: 'EXPIRED' });
  });

  it('ends a membership whose cancellation is pending instead of charging', () => {
    expect(renewalAction({ cancelAtPeriodEnd: true })).toBe('EXPIRE');
    expect(renewalAction({ cancelAtPeriodEnd: false })).toBe('CHARGE');
  });
});

describe('membership page states (product-spec §2)', () => {
  it('shows sign in, subscribe, current plan, change plan and reserved plan', () => {
    expect(planCardState('PERSONAL_PRO', { signedIn: false })).toBe('SIGN_IN');
    expect(planCardState('PERSONAL_PRO', { signedIn: true })).toBe('SUBSCRIBE');
    expect(planCardState('STARTER', { signedIn: true })).toBe('CURRENT_PLAN');
    expect(planCardState('PERSONAL_PRO', { signedIn: true, current: 'PERSONAL_PRO' })).toBe('CURRENT_PLAN');
    expect(planCardState('GROUP_PRO', { signedIn: true, current: 'PERSONAL_PRO' })).toBe('CHANGE_PLAN');
    expect(planCardState('GROUP_PRO', { signedIn: true, current: 'PERSONAL_PRO', reserved: 'GROUP_PRO' })).toBe('RESERVED_PLAN');
  });
});

describe('revenue months', () => {
  it('counts a month in Korea time', () => {
    expect(monthRangeKst('202611')).toEqual({ start: new Date('2026-10-31T15:00:00Z'), end: new Date('2026-11-30T15:00:00Z') });
    expect(monthRangeKst('2026-12')?.end).toEqual(new Date('2026-12-31T15:00:00Z'));
    expect(monthRangeKst('2026-13')).toBeUndefined();
    expect(monthRangeKst('nov')).toBeUndefined();
  });
});

describe('which membership applies, and what it entitles', () => {
  const active = { plan: 'GROUP_PRO', status: 'ACTIVE' };
  const pending = { plan: 'PERSONAL_PRO', status: 'PENDING' };
  const pastDue = { plan: 'PERSONAL_PRO', status: 'PAST_DUE' };

  test('the own membership while it entitles, else an entitling seat, else the own pending one', () => {
    expect(applicableMembership(pastDue, active)).toEqual({ membership: pastDue, role: 'OWNER' });
    expect(applicableMembership(pending, active)).toEqual({ membership: active, role: 'MEMBER' });
    expect(applicableMembership(pending, undefined)).toEqual({ membership: pending, role: 'OWNER' });
    expect(applicableMembership(undefined, active)).toEqual({ membership: active, role: 'MEMBER' });
    expect(applicableMembership(undefined, undefined)).toBeUndefined();
  });

  test('an entitling membership gives its plan; a free user Personal Pro; else Starter', () => {
    expect(entitledPlan(active, false)).toEqual({ plan: 'GROUP_PRO', paid: true });
    expect(entitledPlan(pending, false)).toEqual({ plan: 'STARTER', paid: false });
    expect(entitledPlan(pending, true)).toEqual({ plan: 'PERSONAL_PRO', paid: true });
    expect(entitledPlan(undefined, true)).toEqual({ plan: 'PERSONAL_PRO', paid: true });
    expect(entitledPlan(undefined, false)).toEqual({ plan: 'STARTER', paid: false });
  });
});

describe('renewal target, current period, seats paid', () => {
  test('a reservation decides the next period (its seats), else the current plan', () => {
    const current = { plan: 'PERSONAL_PRO', kind: 'MONTHLY', groupSize: 1 };
    expect(renewalTarget(current, undefined)).toEqual({ plan: 'PERSONAL_PRO', kind: 'MONTHLY', groupSize: 1 });
    expect(renewalTarget(current, { plan: 'GROUP_PRO', kind: 'ANNUAL', seats: 3 })).toEqual({
      plan: 'GROUP_PRO',
      kind: 'ANNUAL',
      groupSize: 3,
    });
  });

  test('the seats paid for: the count asked (covering the manager and the members), else exactly them; Personal is one', () => {
    expect(seatsFor('GROUP_PRO', 3, 0)).toBe(3);
    expect(seatsFor('GROUP_PRO', 0, 2)).toBe(3);
    expect(seatsFor('GROUP_PRO', 0, 0)).toBe(1);
    expect(() => seatsFor('GROUP_PRO', 2, 2)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(() => seatsFor('GROUP_PRO', 201, 0)).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(seatsFor('PERSONAL_PRO', 0, 0)).toBe(1);
    expect(seatsFor('PERSONAL_PRO', 1, 0)).toBe(1);
    expect(() => seatsFor('PERSONAL_PRO', 3, 0)).toThrow(expect.objectContaining({ errorCode: 'PLAN_NOT_GROUP_COMPATIBLE' }));
  });

  test('a period payment ending with the live period covers it; a group fee or an older period does not', () => {
    const end = new Date('2026-02-01T00:00:00Z');
    const live = { status: 'ACTIVE', currentPeriodEnd: end };
    expect(coversCurrentPeriod({ reason: 'RENEWAL', periodEnd: new Date(end) }, live)).toBe(true);
    expect(coversCurrentPeriod({ reason: 'PROXY', periodEnd: new Date(end) }, { ...live, status: 'PAST_DUE' })).toBe(true);
    expect(coversCurrentPeriod({ reason: 'GROUP_FEE', periodEnd: new Date(end) }, live)).toBe(false);
    expect(coversCurrentPeriod({ reason: 'SUBSCRIBE', periodEnd: new Date('2026-01-01T00:00:00Z') }, live)).toBe(false);
    expect(coversCurrentPeriod({ reason: 'SUBSCRIBE', periodEnd: end }, { ...live, status: 'EXPIRED' })).toBe(false);
    expect(coversCurrentPeriod({ reason: 'SUBSCRIBE', periodEnd: end }, undefined)).toBe(false);
  });

  test('the size already paid is the largest completed size of the period, else the group size', () => {
    expect(seatsAlreadyPaid([2, 5, 3], 2)).toBe(5);
    expect(seatsAlreadyPaid([], 4)).toBe(4);
  });

  test('a refund takes back the live period (the membership), a group fee of it (its seats), or nothing once the period is over', () => {
    const end = new Date('2026-07-01T00:00:00Z');
    const live = { status: 'ACTIVE', currentPeriodEnd: end };
    expect(refundTakesBack({ reason: 'SUBSCRIBE', periodEnd: new Date(end) }, live)).toBe('MEMBERSHIP');
    expect(refundTakesBack({ reason: 'PROXY', periodEnd: new Date(end) }, live)).toBe('MEMBERSHIP');
    expect(refundTakesBack({ reason: 'GROUP_FEE', periodEnd: new Date(end) }, live)).toBe('SEATS');
    expect(refundTakesBack({ reason: 'GROUP_FEE', periodEnd: new Date(end) }, { ...live, status: 'PAST_DUE' })).toBe('SEATS');
    expect(refundTakesBack({ reason: 'GROUP_FEE', periodEnd: new Date('2026-06-01T00:00:00Z') }, live)).toBe('NOTHING');
    expect(refundTakesBack({ reason: 'RENEWAL', periodEnd: new Date('2026-06-01T00:00:00Z') }, live)).toBe('NOTHING');
    expect(refundTakesBack({ reason: 'GROUP_FEE', periodEnd: end }, { ...live, status: 'EXPIRED' })).toBe('NOTHING');
    expect(refundTakesBack({ reason: 'GROUP_FEE', periodEnd: end }, undefined)).toBe('NOTHING');
  });

  test('the seats beyond the paid size are the latest members (the manager holds one seat)', () => {
    expect(seatsBeyondPaid(['a', 'b', 'c'], 2)).toEqual(['b', 'c']);
    expect(seatsBeyondPaid(['a', 'b', 'c'], 4)).toEqual([]);
    expect(seatsBeyondPaid(['a', 'b'], 1)).toEqual(['a', 'b']);
    expect(seatsBeyondPaid([], 3)).toEqual([]);
  });
});
