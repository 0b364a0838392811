import { randomUUID } from 'node:crypto';
import { createGrpcClient, type PromiseClient } from '@screenshelf/kit';
import type { MembershipClient } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';
import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { seedMember, testCard, type SeededUser } from './support/members.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const BASE = '/api/v2/users/memberships';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// product-spec §7 "Memberships" and "Membership admin" through the gateway, against the real
// Postgres, Redis, Kafka and the local payment server (through membership's real HTTP adapter).
describe('memberships', () => {
  let stack: Stack;
  let grpc: PromiseClient<MembershipClient>;
  let adminToken: string;

  beforeAll(async () => {
    stack = await sharedStack();
    grpc = createGrpcClient<MembershipClient>(
      'membership.proto',
      'screenshelf.membership.v1.Membership',
      `127.0.0.1:${stack.membership.port}`,
    );
    adminToken = await mintCallerToken(ADMIN);
  });
  afterAll(async () => {
    grpc?.close();
  });

  type User = SeededUser;
  const seedUser = (options: { email?: string | null } = {}) => seedMember(stack.membership.pool, { ...options, tag: 'u' });
  const call = (path: string, token: string | undefined, method = 'GET', body?: object) =>
    api(stack.url, `${BASE}${path}`, { method, token, body: body ? JSON.stringify(body) : undefined });
  const card = testCard;
  const subscribe = (user: User, body: object) => call('', user.token, 'POST', body);
  const entitlement = async (user: User) => grpc.GetEntitlement({ userId: user.id }, { token: user.token });
  const billingAt = (date: Date) => stack.membership.runBilling(date);
  const mypage = async (user: User) => (await call('/mypage', user.token)).body.data;
  const periodEndOf = async (user: User) => new Date((await mypage(user)).currentPeriodEnd);
  const charges = () => stack.devPayments.charges().length;
  /** The provider's payments for one membership (order ids carry its id), whatever other tests' runs charged. */
  const chargesFor = (membershipId: string) =>
    stack.devPayments.charges().filter((p) => p.orderId.includes(membershipId.replace(/-/g, '')));
  const subscribed = async (plan = 'PERSONAL_PRO', kind = 'MONTHLY', memberIds: string[] = []) => {
    const user = await seedUser();
    const res = await subscribe(user, { plan, kind, memberIds, card: card() });
    expect(res.status).toBe(201);
    return user;
  };

  it('lists plans with prices and the page state of each card', async () => {
    const visitor = await call('/plans', undefined);
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ annualDiscountPercent: 30, groupDiscountPercent: 15, groupDiscountMinSize: 2 });
    expect(visitor.body.data.plans).toEqual([
      expect.objectContaining({ plan: 'STARTER', monthlyPrice: 0, state: 'SIGN_IN' }),
      expect.objectContaining({ plan: 'PERSONAL_PRO', monthlyPrice: 9900, annualPrice: 83_160, state: 'SIGN_IN' }),
      expect.objectContaining({ plan: 'GROUP_PRO', monthlyPrice: 14_900, perSeat: true, state: 'SIGN_IN' }),
    ]);
    const user = await seedUser();
    const states = (await call('/plans', user.token)).body.data.plans.map((p: { state: string }) => p.state);
    expect(states).toEqual(['CURRENT_PLAN', 'SUBSCRIBE', 'SUBSCRIBE']);
    const previews = await call('/previews?plan=GROUP_PRO&kind=MONTHLY&groupSize=2', user.token);
    expect(previews.body.data).toEqual([
      expect.objectContaining({ plan: 'GROUP_PRO', groupSize: 2, amount: 25_330, groupDiscount: 4470 }),
    ]);
    expect((await call('/previews?plan=GOLD', user.token)).body).toMatchObject({ errorCode: 'PLAN_INVALID' });
    expect((await call(`/plans?userId=${randomUUID()}`, user.token)).status).toBe(403);
  });

  it('registers cards, keeps exactly one main, and deletes them', async () => {
    const user = await seedUser();
    const first = await call('/methods', user.token, 'POST', card());
    expect(first).toMatchObject({ status: 201, body: { data: { isMain: true, cardNumber: '4111********1111' } } });
    const second = await call('/methods', user.token, 'POST', { authKey: `auth_${TEST_CARDS.declinesOnce}` });
    expect(second.body.data.isMain).toBe(false);
    const switched = await call(`/methods/${second.body.data.id}/main`, user.token, 'POST');
    expect(switched.body.data.map((m: { id: string; isMain: boolean }) => [m.id, m.isMain])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    const deleted = await call(`/methods/${second.body.data.id}`, user.token, 'DELETE');
    expect(deleted.body.data).toEqual([expect.objectContaining({ id: first.body.data.id, isMain: true })]);
    expect((await call('/methods', user.token)).body.data).toHaveLength(1);
    expect((await call(`/methods/${randomUUID()}`, user.token, 'DELETE')).status).toBe(404);
    // Someone else's card is not found either.
    const other = await seedUser();
    expect((await call(`/methods/${first.body.data.id}/main`, other.token, 'POST')).status).toBe(404);
    expect(await call('/methods', user.token, 'POST', { cardNumber: '4111' })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERROR' },
    });
  });

  it('subscribes with a first payment, and refuses what §8 names (in Korean, or English with lang=en)', async () => {
    const noEmail = await seedUser({ email: null });
    const refused = await subscribe(noEmail, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() });
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'EMAIL', msg: '이메일을 입력해 주세요.' } });
    expect(refused.body.details).toBeUndefined();
    const en = await api(stack.url, `${BASE}?lang=en`, {
      method: 'POST',
      token: noEmail.token,
      body: JSON.stringify({ plan: 'PERSONAL_PRO', kind: 'MONTHLY' }),
    });
    expect(en.body).toEqual({ errorCode: 'EMAIL', msg: 'Enter the email.' });

    const user = await seedUser();
    expect((await subscribe(user, { plan: 'STARTER', kind: 'MONTHLY' })).body).toMatchObject({
      errorCode: 'PLAN_INVALID',
      msg: '유효하지 않은 플랜입니다.',
    });
    expect((await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'WEEKLY' })).body.errorCode).toBe('PLAN_INVALID');
    expect((await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY' })).body.errorCode).toBe('PAYMENT_METHOD_REQUIRED');
    expect((await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', memberIds: [randomUUID()] })).body.errorCode).toBe(
      'PLAN_NOT_GROUP_COMPATIBLE',
    );
    expect(
      (await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: { cardNumber: '1234567890123' } })).body.errorCode,
    ).toBe('PAYMENT_FAILED');

    // The card that declines once, registered: the first charge fails (a FAIL payment), the second, with the same main card, succeeds.
    await call('/methods', user.token, 'POST', card(TEST_CARDS.declinesOnce));
    const declined = await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY' });
    expect(declined).toMatchObject({
      status: 409,
      body: {
        errorCode: 'PAYMENT_FAILED',
        msg: '카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.',
        details: { reason: 'REJECT_CARD_PAYMENT' },
      },
    });
    expect((await mypage(user)).found).toBe(false);
    expect((await entitlement(user)).paid).toBe(false);
    const ok = await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY' });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      found: true,
      plan: 'PERSONAL_PRO',
      kind: 'MONTHLY',
      status: 'ACTIVE',
      isActive: true,
      role: 'OWNER',
      nextAmount: 9900,
    });
    const payments = await call('/mypage/payments?limit=10&offset=0', user.token);
    expect(payments.body.data.map((p: { status: string; amount: number }) => [p.status, p.amount])).toEqual([
      ['CMPL', 9900],
      ['FAIL', 9900],
    ]);
    expect(await entitlement(user)).toMatchObject({
      plan: 'PERSONAL_PRO',
      paid: true,
      features: expect.arrayContaining(['MAU_COLOR_SEARCH']),
    });

    expect((await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY' })).body.errorCode).toBe('ALREADY_ACTIVE_SUBSCRIPTION');
    expect((await subscribe(user, { plan: 'GROUP_PRO', kind: 'ANNUAL' })).body).toMatchObject({
      errorCode: 'PLAN_CHANGE_NOT_ALLOWED',
      msg: '기존 구독이 만료된 후에만 플랜을 변경할 수 있습니다.',
    });
    const states = (await call('/plans', user.token)).body.data.plans.map((p: { state: string }) => p.state);
    expect(states).toEqual(['CHANGE_PLAN', 'CURRENT_PLAN', 'CHANGE_PLAN']);
    expect((await call(`/mypage?userId=${user.id}`, adminToken)).body.data.plan).toBe('PERSONAL_PRO');
    expect((await call(`/mypage?userId=${user.id}`, noEmail.token)).status).toBe(403);
  });

  it('takes two concurrent subscribes as one', async () => {
    const user = await seedUser();
    await call('/methods', user.token, 'POST', card());
    const before = charges();
    const both = await Promise.all([1, 2].map(() => subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY' })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(charges()).toBe(before + 1);
  });

  it('schedules a cancellation at period end, refuses changes meanwhile, and undoes it', async () => {
    const user = await subscribed();
    const cancelled = await call('/cancel-reservation', user.token, 'PUT', {
      isActive: false,
      cancelReason: '사용 빈도가 낮아요',
    });
    expect(cancelled.body.data).toMatchObject({
      cancelAtPeriodEnd: true,
      cancelReason: '사용 빈도가 낮아요',
      nextAmount: 0,
      isActive: true,
    });
    expect((await call('/cancel-reservation', user.token, 'PUT', { isActive: false })).body.errorCode).toBe('ALREADY_CANCEL');
    expect((await call('/mypage/reservations', user.token, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY' })).body.errorCode).toBe(
      'ALREADY_CANCEL',
    );
    expect((await subscribe(user, { plan: 'GROUP_PRO', kind: 'MONTHLY' })).body.errorCode).toBe('ALREADY_CANCEL');
    const undone = await call('/cancel-reservation', user.token, 'PUT', { isActive: true });
    expect(undone.body.data).toMatchObject({ cancelAtPeriodEnd: false, nextAmount: 9900 });
    const stranger = await seedUser();
    expect((await call('/cancel-reservation', stranger.token, 'PUT', { isActive: false })).body.errorCode).toBe(
      'MEMBERSHIP_NOT_FOUND',
    );
    expect((await call('/cancel-reservation', user.token, 'PUT', { isActive: 'no' })).body.errorCode).toBe('VALIDATION_ERROR');

    // At the period end a pending cancellation ends the membership without a charge.
    await call('/cancel-reservation', user.token, 'PUT', { isActive: false });
    const { membershipId } = await mypage(user);
    await billingAt(new Date((await periodEndOf(user)).getTime() + HOUR));
    expect(chargesFor(membershipId)).toHaveLength(1); // the first payment only
    expect((await mypage(user)).found).toBe(false);
    expect(await entitlement(user)).toMatchObject({ plan: 'STARTER', paid: false });
  });

  it('runs Group Pro: members by email, their entitlement, the prorated fee, and every group errorCode', async () => {
    const [a, b, personal, otherMember] = await Promise.all([seedUser(), seedUser(), subscribed(), seedUser()]);
    const otherManager = await subscribed('GROUP_PRO', 'MONTHLY', [otherMember.id]);
    const manager = await seedUser();
    const validate = (email: string) => call(`/groups/validation?email=${encodeURIComponent(email)}`, manager.token);

    // What adding needs, never the person's name.
    expect((await validate(a.email!)).body.data).toEqual({ userId: a.id, email: a.email, name: null });
    expect((await validate('nobody@example.com')).body).toMatchObject({
      errorCode: 'USER_NOT_FOUND',
      msg: '서비스에 가입된 회원이 아닙니다.',
    });
    expect((await validate('')).body.errorCode).toBe('EMAIL');
    expect((await validate(manager.email!)).body.errorCode).toBe('INVALID_MEMBER_IDS');
    expect((await validate(personal.email!)).body.errorCode).toBe('ALREADY_IN_MEMBERSHIP');
    expect((await validate(otherMember.email!)).body.errorCode).toBe('MEMBER_ALREADY_IN_ANOTHER_GROUP');
    expect((await subscribe(otherMember, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() })).body.errorCode).toBe(
      'MEMBER_ALREADY_IN_ANOTHER_GROUP',
    );

    expect(
      (await subscribe(manager, { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: ['not-an-id'], card: card() })).body.errorCode,
    ).toBe('INVALID_MEMBER_IDS_FORMAT');
    expect((await subscribe(manager, { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [randomUUID()] })).body.errorCode).toBe(
      'INVALID_MEMBER_IDS_FORMAT',
    );
    expect((await subscribe(manager, { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [a.id, a.id] })).body.errorCode).toBe(
      'INVALID_MEMBER_IDS',
    );
    const created = await subscribe(manager, { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [a.id], card: card() });
    expect(created.body.data).toMatchObject({ plan: 'GROUP_PRO', groupSize: 2, status: 'ACTIVE' });
    expect((await call('/mypage/payments', manager.token)).body.data[0]).toMatchObject({
      amount: 25_330,
      status: 'CMPL',
      groupSize: 2,
    });

    // Group members get the entitlement.
    expect(await entitlement(a)).toMatchObject({ plan: 'GROUP_PRO', paid: true });
    expect(await mypage(a)).toMatchObject({ found: true, role: 'MEMBER', managerId: manager.id, plan: 'GROUP_PRO' });
    expect((await validate(a.email!)).body.errorCode).toBe('ALREADY_IN_GROUP');
    expect((await call('/mypage/groups', manager.token)).body.data.members).toEqual([
      expect.objectContaining({ userId: a.id, email: a.email }),
    ]);

    expect((await call('/groups/preview-additional-fee?groupSize=1', manager.token)).body.errorCode).toBe('VALIDATION_ERROR');
    const preview = await call('/groups/preview-additional-fee?groupSize=3', manager.token);
    expect(preview.body.data).toMatchObject({
      currentGroupSize: 2,
      groupSize: 3,
      currentPeriodAmount: 25_330,
      newPeriodAmount: 37_990,
    });
    // Just subscribed: nearly the whole difference (12 660), rounded down to 10 won.
    expect(preview.body.data.additionalFee).toBeGreaterThan(12_500);
    expect(preview.body.data.additionalFee).toBeLessThanOrEqual(12_660);
    expect((await call('/groups/preview-additional-fee?groupSize=3', personal.token)).body.errorCode).toBe(
      'PLAN_NOT_GROUP_COMPATIBLE',
    );
    expect((await call('/groups/preview-additional-fee?groupSize=3', b.token)).body.errorCode).toBe('MEMBERSHIP_NOT_FOUND');

    expect((await call('/groups', manager.token, 'PUT', { memberIds: ['x'] })).body.errorCode).toBe('INVALID_MEMBER_IDS_FORMAT');
    expect((await call('/groups', manager.token, 'PUT', { memberIds: [otherMember.id] })).body.errorCode).toBe(
      'MEMBER_ALREADY_IN_ANOTHER_GROUP',
    );
    expect((await call('/groups', personal.token, 'PUT', { memberIds: [b.id] })).body.errorCode).toBe(
      'PLAN_NOT_GROUP_COMPATIBLE',
    );
    const grown = await call('/groups', manager.token, 'PUT', { memberIds: [a.id, b.id] });
    expect(grown.status).toBe(200);
    expect(grown.body.data).toMatchObject({ groupSize: 3, chargedAmount: preview.body.data.additionalFee });
    expect(grown.body.data.members.map((m: { userId: string }) => m.userId).sort()).toEqual([a.id, b.id].sort());
    expect(await entitlement(b)).toMatchObject({ plan: 'GROUP_PRO', paid: true });

    // Removing a member takes the entitlement away at once (the cache is dropped with the change);
    // the seat stays bought (issue 27: editing the members never resets the seat count).
    const shrunk = await call('/groups', manager.token, 'PUT', { memberIds: [b.id] });
    expect(shrunk.body.data).toMatchObject({ groupSize: 3, chargedAmount: 0 });
    expect(await entitlement(a)).toMatchObject({ plan: 'STARTER', paid: false });
    // The refused changes left the other group as it was: its manager still owns it, with the member.
    expect(await mypage(otherManager)).toMatchObject({ found: true, plan: 'GROUP_PRO', role: 'OWNER', groupSize: 2 });
    expect(await entitlement(otherMember)).toMatchObject({ plan: 'GROUP_PRO', paid: true });
  });

  it('reserves the next plan, refuses a second one and reserved members elsewhere, cancels it, and applies one at period end', async () => {
    const [c, d] = await Promise.all([seedUser(), seedUser()]);
    const user = await subscribed();
    const reserved = await call('/mypage/reservations', user.token, 'POST', {
      plan: 'GROUP_PRO',
      kind: 'ANNUAL',
      memberIds: [c.id],
    });
    expect(reserved).toMatchObject({
      status: 201,
      body: { data: { plan: 'GROUP_PRO', kind: 'ANNUAL', status: 'RESERVED', memberIds: [c.id], amount: 212_770 } },
    });
    expect((await call('/mypage/reservations', user.token, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY' })).body.errorCode).toBe(
      'ALREADY_IN_RESERVATION',
    );
    expect((await call('/cancel-reservation', user.token, 'PUT', { isActive: false })).body.errorCode).toBe(
      'ALREADY_IN_RESERVATION',
    );
    const states = (await call('/plans', user.token)).body.data.plans.map((p: { state: string }) => p.state);
    expect(states).toEqual(['CHANGE_PLAN', 'CURRENT_PLAN', 'RESERVED_PLAN']);

    // The reserved member and the reserving leader cannot be taken elsewhere.
    const otherManager = await seedUser();
    const validate = (email: string) => call(`/groups/validation?email=${encodeURIComponent(email)}`, otherManager.token);
    expect((await validate(c.email!)).body).toMatchObject({
      errorCode: 'ALREADY_IN_RESERVATION_GROUP',
      msg: '예약된 플랜의 멤버인 사용자입니다.',
    });
    expect((await validate(user.email!)).body.errorCode).toBe('ALREADY_IN_RESERVATION');
    expect((await subscribe(c, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() })).body.errorCode).toBe(
      'ALREADY_IN_RESERVATION_GROUP',
    );

    const cancelled = await call('/mypage/reservations/cancel', user.token, 'PUT');
    expect(cancelled.body.data[0]).toMatchObject({ status: 'CANCELLED' });
    expect((await call('/mypage/reservations/cancel', user.token, 'PUT')).status).toBe(404);
    expect((await call('/mypage/reservations', d.token, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY' })).body.errorCode).toBe(
      'MEMBERSHIP_NOT_FOUND',
    );

    await call('/mypage/reservations', user.token, 'POST', { plan: 'GROUP_PRO', kind: 'ANNUAL', memberIds: [d.id] });
    const listed = await call(`/mypage/reservations?managerId=${user.id}`, user.token);
    expect(listed.body.data.map((r: { status: string }) => r.status)).toEqual(['RESERVED', 'CANCELLED']);
    const end = await periodEndOf(user);
    expect(await entitlement(d)).toMatchObject({ paid: false });
    await billingAt(new Date(end.getTime() + HOUR));
    expect(await mypage(user)).toMatchObject({
      plan: 'GROUP_PRO',
      kind: 'ANNUAL',
      groupSize: 2,
      status: 'ACTIVE',
      currentPeriodStart: end.toISOString(),
    });
    expect(await entitlement(d)).toMatchObject({ plan: 'GROUP_PRO', paid: true });
    expect(await entitlement(user)).toMatchObject({ plan: 'GROUP_PRO', paid: true });
    expect((await call('/mypage/payments', user.token)).body.data[0]).toMatchObject({
      reason: 'RENEWAL',
      amount: 212_770,
      status: 'CMPL',
      plan: 'GROUP_PRO',
    });
    expect((await call('/mypage/reservations', user.token)).body.data[0].status).toBe('APPLIED');
  });

  it('renews due memberships once even when two billing runs race', async () => {
    const users = await Promise.all([subscribed(), subscribed(), subscribed()]);
    const ends = await Promise.all(users.map(periodEndOf));
    const at = new Date(Math.max(...ends.map((e) => e.getTime())) + HOUR);
    const memberships = await Promise.all(users.map(async (u) => (await mypage(u)).membershipId as string));
    const reports = await Promise.all([billingAt(at), billingAt(at), billingAt(at)]);
    // Other tests' memberships may be due too; ours are charged exactly once each.
    expect(reports.reduce((n, r) => n + r.renewed, 0)).toBeGreaterThanOrEqual(3);
    for (const [i, user] of users.entries()) {
      const renewals = (await call('/mypage/payments', user.token)).body.data.filter(
        (p: { reason: string }) => p.reason === 'RENEWAL',
      );
      expect(renewals).toHaveLength(1);
      expect((await mypage(user)).currentPeriodStart).toBe(ends[i]!.toISOString());
      expect(chargesFor(memberships[i]!)).toHaveLength(2); // the first payment and one renewal
    }
    // Another run at the same moment finds nothing more to charge for them.
    await billingAt(at);
    for (const membershipId of memberships) expect(chargesFor(membershipId)).toHaveLength(2);
  });

  it('retries a declined renewal after a day and three days, then expires the membership', async () => {
    const user = await subscribed();
    const declining = await call('/methods', user.token, 'POST', card(TEST_CARDS.alwaysDeclines));
    await call(`/methods/${declining.body.data.id}/main`, user.token, 'POST');
    const end = await periodEndOf(user);

    await billingAt(new Date(end.getTime() + HOUR));
    expect(await mypage(user)).toMatchObject({
      status: 'PAST_DUE',
      isActive: true,
      failedAttempts: 1,
      nextBillingAt: new Date(end.getTime() + DAY).toISOString(),
    });
    expect(await entitlement(user)).toMatchObject({ paid: true }); // grace while retrying
    // The page says why the card company declined the renewal and what to do, as the checkout does (issue 27).
    const rejected = '카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.';
    expect((await mypage(user)).decline).toEqual({ errorCode: 'PAYMENT_FAILED', reason: 'REJECT_CARD_PAYMENT', msg: rejected });
    expect((await call('/mypage?lang=en', user.token)).body.data.decline).toMatchObject({
      reason: 'REJECT_CARD_PAYMENT',
      msg: 'The card company declined the payment (limit exceeded or not enough balance). Please pay with a different card.',
    });
    const membershipId = (await mypage(user)).membershipId;
    expect((await call(`/${membershipId}/payments`, user.token, 'POST')).body).toEqual({
      errorCode: 'PAYMENT_FAILED',
      msg: rejected,
      details: { reason: 'REJECT_CARD_PAYMENT' },
    });
    expect((await mypage(user)).failedAttempts).toBe(2);

    await billingAt(new Date(end.getTime() + 3 * DAY + HOUR));
    expect((await mypage(user)).found).toBe(false);
    expect(await entitlement(user)).toMatchObject({ plan: 'STARTER', paid: false });
    const failures = (await call('/mypage/payments', user.token)).body.data.filter(
      (p: { status: string }) => p.status === 'FAIL',
    );
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({ failureCode: 'REJECT_CARD_PAYMENT', reason: 'RENEWAL' });
    expect((await call(`/${membershipId}/payments`, user.token, 'POST')).body.errorCode).toBe('MEMBERSHIP_NOT_FOUND');
  });

  it('lets a past-due member pay now once the card works', async () => {
    const user = await subscribed();
    const once = await call('/methods', user.token, 'POST', card(TEST_CARDS.declinesOnce));
    await call(`/methods/${once.body.data.id}/main`, user.token, 'POST');
    const end = await periodEndOf(user);
    await billingAt(new Date(end.getTime() + HOUR));
    const pastDue = await mypage(user);
    expect(pastDue.status).toBe('PAST_DUE');
    expect((await call(`/${pastDue.membershipId}/payments`, (await seedUser()).token, 'POST')).body.errorCode).toBe(
      'MEMBERSHIP_NOT_FOUND',
    );
    expect(pastDue.decline).toMatchObject({ reason: 'REJECT_CARD_PAYMENT' });
    const paid = await call(`/${pastDue.membershipId}/payments`, user.token, 'POST');
    expect(paid.body.data).toMatchObject({ status: 'ACTIVE', failedAttempts: 0, currentPeriodStart: end.toISOString() });
    expect(paid.body.data.decline).toBeUndefined();
    expect((await call(`/${pastDue.membershipId}/payments`, user.token, 'POST')).body.errorCode).toBe(
      'ALREADY_ACTIVE_SUBSCRIPTION',
    );
  });

  it('gives admins revenues, refunds (CNCL, lower totals, membership ended), free users, proxy payments and cancellations', async () => {
    const user = await subscribed('PERSONAL_PRO', 'ANNUAL');
    const total = async () =>
      (await call(`/admin/revenues/total?userEmail=${encodeURIComponent(user.email!)}`, adminToken)).body.data;
    expect(await total()).toMatchObject({ totalAmount: 83_160, paymentCount: 1, cancelledAmount: 0 });
    const yearmonth = new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 7);
    const monthly = await call(`/admin/revenues/total?yearmonth=${yearmonth}`, adminToken);
    expect(monthly.body.data.totalAmount).toBeGreaterThanOrEqual(83_160);
    expect((await call('/admin/revenues/total?yearmonth=2026-99', adminToken)).body.errorCode).toBe('VALIDATION_ERROR');
    expect((await call('/admin/revenues/total', user.token)).status).toBe(403);
    const list = await call(`/admin/revenues?userEmail=${encodeURIComponent(user.email!)}&limit=5&offset=0`, adminToken);
    expect(list.body).toMatchObject({ total: 1, data: [{ status: 'CMPL', amount: 83_160, userEmail: user.email }] });
    const historyId = list.body.data[0].membershipHistoryId;

    expect((await call(`/admin/revenues/histories/${historyId}/cancel`, user.token, 'POST', {})).status).toBe(403);
    const refunded = await call(`/admin/revenues/histories/${historyId}/cancel`, adminToken, 'POST', {
      cancelReason: '고객 요청',
    });
    expect(refunded.body.data).toMatchObject({ status: 'CNCL', cancelReason: '고객 요청' });
    expect(stack.devPayments.charges().find((p) => p.orderId === refunded.body.data.orderId)?.status).toBe('CANCELED');
    expect(await total()).toMatchObject({ totalAmount: 0, paymentCount: 0, cancelledAmount: 83_160, cancelledCount: 1 });
    expect((await mypage(user)).found).toBe(false);
    expect(await entitlement(user)).toMatchObject({ paid: false });
    expect((await call(`/admin/revenues/histories/${historyId}/cancel`, adminToken, 'POST', {})).body.errorCode).toBe(
      'PAYMENT_NOT_REFUNDABLE',
    );
    expect((await call(`/admin/revenues/histories/${randomUUID()}/cancel`, adminToken, 'POST', {})).status).toBe(404);

    // Free users get the Pro features.
    const free = await seedUser();
    expect((await call(`/admin/free-users/${free.id}`, adminToken, 'POST', { isFree: true })).body.data).toEqual({
      userId: free.id,
      isFree: true,
    });
    expect(await entitlement(free)).toMatchObject({
      plan: 'PERSONAL_PRO',
      paid: true,
      features: expect.arrayContaining(['FREE']),
    });
    expect((await mypage(free)).isFree).toBe(true);
    await call(`/admin/free-users/${free.id}`, adminToken, 'POST', { isFree: false });
    expect(await entitlement(free)).toMatchObject({ plan: 'STARTER', paid: false });
    expect((await call(`/admin/free-users/${free.id}`, free.token, 'POST', { isFree: true })).status).toBe(403);

    // Proxy payments: one period paid outside the provider, then cancelled.
    const proxied = await seedUser();
    const proxy = await call('/admin/proxy/payments', adminToken, 'POST', {
      userId: proxied.id,
      plan: 'PERSONAL_PRO',
      kind: 'MONTHLY',
      memo: '계좌이체',
    });
    expect(proxy).toMatchObject({ status: 201, body: { data: { reason: 'PROXY', status: 'CMPL', amount: 9900 } } });
    expect(await entitlement(proxied)).toMatchObject({ plan: 'PERSONAL_PRO', paid: true });
    expect(
      (await call('/admin/proxy/payments', adminToken, 'POST', { userId: randomUUID(), plan: 'PERSONAL_PRO', kind: 'MONTHLY' }))
        .body.errorCode,
    ).toBe('USER_NOT_FOUND');
    expect(
      (await call('/admin/proxy/payments/cancel', adminToken, 'DELETE', { membershipHistoryId: historyId })).body.errorCode,
    ).toBe('PAYMENT_NOT_REFUNDABLE');
    const cancelProxy = await call('/admin/proxy/payments/cancel', adminToken, 'DELETE', {
      membershipHistoryId: proxy.body.data.membershipHistoryId,
      cancelReason: '오입금',
    });
    expect(cancelProxy.body.data).toMatchObject({ status: 'CNCL' });
    expect(await entitlement(proxied)).toMatchObject({ paid: false });

    // An admin schedules (and undoes) a member's cancellation.
    const member = await subscribed();
    const { membershipId } = await mypage(member);
    expect(
      (await call(`/admin/${membershipId}/cancel-reservation`, adminToken, 'PUT', { isActive: false, managerId: randomUUID() }))
        .body.errorCode,
    ).toBe('MEMBERSHIP_NOT_FOUND');
    const adminCancel = await call(`/admin/${membershipId}/cancel-reservation`, adminToken, 'PUT', {
      isActive: false,
      managerId: member.id,
      cancelReason: '관리자',
    });
    expect(adminCancel.body.data).toMatchObject({ cancelAtPeriodEnd: true, cancelReason: '관리자' });
    expect(
      (await call(`/admin/${membershipId}/cancel-reservation`, member.token, 'PUT', { isActive: true, managerId: member.id }))
        .status,
    ).toBe(403);
    expect(
      (await call(`/admin/${membershipId}/cancel-reservation`, adminToken, 'PUT', { isActive: true, managerId: member.id })).body
        .data.cancelAtPeriodEnd,
    ).toBe(false);

    // Each of those admin writes is in membership's audit log, newest first, with what changed.
    const logged = await api(stack.url, '/api/v2/admin/audit-logs?service=membership&limit=100', { token: adminToken });
    expect(logged.status).toBe(200);
    // This test's own entries: other test files' admin writes share the stack's log.
    const ours = new Set([membershipId, proxy.body.data.membershipHistoryId, free.id, historyId]);
    const entries = (logged.body.data as { action: string; targetId: string; actorId: string; before: unknown; after: unknown }[]).filter((e) =>
      ours.has(e.targetId),
    );
    expect(entries.every((e) => e.actorId === ADMIN.userId)).toBe(true);
    expect(entries.map((e) => e.action)).toEqual([
      'membership.cancellation_undone',
      'membership.cancellation_set',
      'proxy_payment.cancelled',
      'proxy_payment.recorded',
      'user.free_set',
      'user.free_set',
      'payment.refunded',
    ]);
    expect(entries[1]).toMatchObject({ targetId: membershipId, after: { cancelAtPeriodEnd: true, cancelReason: '관리자' } });
    expect(entries[3]).toMatchObject({ targetId: proxy.body.data.membershipHistoryId, after: expect.objectContaining({ userId: proxied.id, amount: 9900, memo: '계좌이체' }) });
    expect(entries[6]).toMatchObject({ targetId: historyId, before: { status: 'CMPL' }, after: expect.objectContaining({ status: 'CNCL', cancelReason: '고객 요청' }) });
    expect(JSON.stringify(entries)).not.toMatch(/cardNumber|billingKey/);
  });
});
