import { randomUUID } from 'node:crypto';
import { createGrpcClient, type PromiseClient } from '@screenshelf/kit';
import type { MembershipClient } from '@screenshelf/kit/gen/screenshelf/membership/v1/Membership.js';
import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { seedMember, testCard, type SeededUser } from './support/members.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const BASE = '/api/v2/users/memberships';
const HOUR = 3_600_000;

// Issue 9 "money": what a period has paid for, renewals that need a card, refusals that leave
// nothing behind, admin calls that check their target, clean answers and bad input at the edge.
describe('membership money rules', () => {
  let stack: Stack;
  let adminToken: string;
  let grpc: PromiseClient<MembershipClient>;

  beforeAll(async () => {
    stack = await sharedStack();
    adminToken = await mintCallerToken(ADMIN);
    grpc = createGrpcClient<MembershipClient>(
      'membership.proto',
      'screenshelf.membership.v1.Membership',
      `127.0.0.1:${stack.membership.port}`,
    );
  });
  afterAll(() => grpc?.close());

  type User = SeededUser;
  const seedUser = (options: { email?: string | null } = {}) => seedMember(stack.membership.pool, { ...options, tag: 'h' });
  const call = (path: string, token: string | undefined, method = 'GET', body?: unknown) =>
    api(stack.url, `${BASE}${path}`, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });
  const card = testCard;
  const subscribe = (user: User, body: object) => call('', user.token, 'POST', body);
  const subscribed = async (plan = 'PERSONAL_PRO', memberIds: string[] = []) => {
    const user = await seedUser();
    expect((await subscribe(user, { plan, kind: 'MONTHLY', memberIds, card: card() })).status).toBe(201);
    return user;
  };
  const mypage = async (user: User) => (await call('/mypage', user.token)).body.data;
  /** What the gateway resolves for every request of the user (cached in Redis, so a stale cache would show). */
  const entitlement = async (user: User) => grpc.GetEntitlement({ userId: user.id }, { token: user.token });
  const payments = async (user: User) =>
    (await call('/mypage/payments', user.token)).body.data as { membershipHistoryId: string; reason: string; status: string }[];
  const methods = async (user: User) => (await call('/methods', user.token)).body.data as { id: string; isMain: boolean }[];
  const storedMethods = async (userId: string) =>
    Number(
      (await stack.membership.pool.query<{ n: string }>('SELECT count(*) AS n FROM payment_methods WHERE user_id = $1', [userId]))
        .rows[0]!.n,
    );
  /** A failure is exactly `{errorCode, msg}` (validation failures may add their issues). */
  const expectFailure = (answer: { status: number; body: any }, status: number, errorCode?: string) => {
    expect(answer.status).toBe(status);
    expect(typeof answer.body.errorCode).toBe('string');
    expect(typeof answer.body.msg).toBe('string');
    if (errorCode) expect(answer.body.errorCode).toBe(errorCode);
    // A validation error names its issues; a declined card names the provider's reason (issue 27); nothing else adds details.
    if (answer.body.errorCode === 'PAYMENT_FAILED') expect(answer.body.details).toEqual({ reason: expect.any(String) });
    else if (answer.body.errorCode !== 'VALIDATION_ERROR') expect(Object.keys(answer.body).sort()).toEqual(['errorCode', 'msg']);
  };

  it('charges a seat once per period: re-adding a removed member is free, growing past the paid size pays the difference', async () => {
    const [m1, m2] = await Promise.all([seedUser(), seedUser()]);
    const manager = await subscribed('GROUP_PRO', [m1.id]); // paid for 2 seats
    // Removing the member leaves the seat bought (issue 27): the group still pays for, and holds, 2.
    expect((await call('/groups', manager.token, 'PUT', { memberIds: [] })).body.data).toMatchObject({
      groupSize: 2,
      chargedAmount: 0,
    });
    expect((await call('/groups/preview-additional-fee?groupSize=2', manager.token)).body.data).toMatchObject({
      currentGroupSize: 2,
      additionalFee: 0,
    });
    const back = await call('/groups', manager.token, 'PUT', { memberIds: [m1.id] });
    expect(back.body.data).toMatchObject({ groupSize: 2, chargedAmount: 0 });

    // Three seats: only the third is new (37 990 − 25 330 = 12 660 for the whole period, prorated).
    const grown = await call('/groups', manager.token, 'PUT', { memberIds: [m1.id, m2.id] });
    expect(grown.body.data.groupSize).toBe(3);
    expect(grown.body.data.chargedAmount).toBeGreaterThan(12_500);
    expect(grown.body.data.chargedAmount).toBeLessThanOrEqual(12_660);
    expect((await call('/groups', manager.token, 'PUT', { memberIds: [m2.id] })).body.data.groupSize).toBe(3);
    expect((await call('/groups', manager.token, 'PUT', { memberIds: [m1.id, m2.id] })).body.data.chargedAmount).toBe(0);

    const fees = (await call('/mypage/payments', manager.token)).body.data.filter(
      (p: { reason: string; status: string }) => p.reason === 'GROUP_FEE' && p.status === 'CMPL',
    );
    expect(fees).toHaveLength(1);
  });

  it('never lets a membership with no card renew: undoing a proxy membership cancellation is PAYMENT_METHOD_REQUIRED', async () => {
    const proxied = await seedUser();
    const proxy = await call('/admin/proxy/payments', adminToken, 'POST', {
      userId: proxied.id,
      plan: 'PERSONAL_PRO',
      kind: 'MONTHLY',
    });
    expect(proxy.status).toBe(201);
    const { membershipId, currentPeriodEnd } = await mypage(proxied);
    expect(await mypage(proxied)).toMatchObject({ cancelAtPeriodEnd: true, nextAmount: 0 });

    expectFailure(await call('/cancel-reservation', proxied.token, 'PUT', { isActive: true }), 409, 'PAYMENT_METHOD_REQUIRED');
    expectFailure(
      await call(`/admin/${membershipId}/cancel-reservation`, adminToken, 'PUT', { isActive: true, managerId: proxied.id }),
      409,
      'PAYMENT_METHOD_REQUIRED',
    );
    expect((await mypage(proxied)).cancelAtPeriodEnd).toBe(true);
    // The period ends without a charge (other tests' memberships may renew in the same run).
    await stack.membership.runBilling(new Date(new Date(currentPeriodEnd).getTime() + HOUR));
    expect((await mypage(proxied)).found).toBe(false);
    expect(stack.devPayments.charges().filter((p) => p.orderId.includes(membershipId.replace(/-/g, '')))).toEqual([]);

    // A card-paid member who deleted every card cannot undo a cancellation either.
    const user = await subscribed();
    await call('/cancel-reservation', user.token, 'PUT', { isActive: false });
    for (const m of await methods(user)) await call(`/methods/${m.id}`, user.token, 'DELETE');
    expectFailure(await call('/cancel-reservation', user.token, 'PUT', { isActive: true }), 409, 'PAYMENT_METHOD_REQUIRED');
    await call('/methods', user.token, 'POST', card());
    expect((await call('/cancel-reservation', user.token, 'PUT', { isActive: true })).body.data.cancelAtPeriodEnd).toBe(false);
  });

  it('leaves no card behind when a subscription is refused, and stores one card once', async () => {
    // Declined: the card given with the subscription is not kept.
    const fresh = await seedUser();
    const declined = await subscribe(fresh, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card(TEST_CARDS.alwaysDeclines) });
    expectFailure(declined, 409, 'PAYMENT_FAILED');
    expect(await methods(fresh)).toEqual([]);
    expect(await storedMethods(fresh.id)).toBe(0);
    expectFailure(await subscribe(fresh, { plan: 'PERSONAL_PRO', kind: 'MONTHLY' }), 409, 'PAYMENT_METHOD_REQUIRED');

    // Declined with a card on file: the card on file stays main, the refused one is not added.
    const holder = await seedUser();
    const kept = (await call('/methods', holder.token, 'POST', card())).body.data;
    expectFailure(
      await subscribe(holder, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card(TEST_CARDS.alwaysDeclines) }),
      409,
      'PAYMENT_FAILED',
    );
    expect(await methods(holder)).toEqual([expect.objectContaining({ id: kept.id, isMain: true })]);

    // The same card registered twice is one method; subscribing with it adds no copy.
    const again = (await call('/methods', holder.token, 'POST', card())).body.data;
    expect(again.id).toBe(kept.id);
    expect((await call('/methods', holder.token, 'POST', { authKey: `auth_${TEST_CARDS.ok}` })).body.data.id).toBe(kept.id);
    expect((await subscribe(holder, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() })).status).toBe(201);
    expect(await methods(holder)).toEqual([expect.objectContaining({ id: kept.id, isMain: true })]);

    // A later check that fails (already subscribed) stores nothing either.
    expectFailure(
      await subscribe(holder, { plan: 'GROUP_PRO', kind: 'MONTHLY', card: card(TEST_CARDS.declinesOnce) }),
      409,
      'PLAN_CHANGE_NOT_ALLOWED',
    );
    expect(await methods(holder)).toHaveLength(1);

    // Two subscribes at once with a new card: one membership, one stored card.
    const twin = await seedUser();
    const both = await Promise.all([1, 2].map(() => subscribe(twin, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await storedMethods(twin.id)).toBe(1);
    expect(await methods(twin)).toEqual([expect.objectContaining({ isMain: true })]);

    // A new card given with a subscription that goes through is kept, as the main card.
    const switcher = await seedUser();
    const first = (await call('/methods', switcher.token, 'POST', card())).body.data;
    expect((await subscribe(switcher, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card('5555555555554444') })).status).toBe(
      201,
    );
    const after = await methods(switcher);
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ isMain: true, cardNumber: '5555********4444' });
    expect(after[1]).toMatchObject({ id: first.id, isMain: false });
  });

  // Issue 26: taking back an entitlement takes back everything it granted.
  it('a refund of the current period ends a Group Pro membership: its members, its seats and its reservation go with it', async () => {
    const [m1, m2, reserved] = await Promise.all([seedUser(), seedUser(), seedUser()]);
    const manager = await subscribed('GROUP_PRO', [m1.id, m2.id]);
    expect(
      (await call('/mypage/reservations', manager.token, 'POST', { plan: 'GROUP_PRO', kind: 'ANNUAL', memberIds: [reserved.id] }))
        .status,
    ).toBe(201);
    for (const user of [manager, m1, m2]) expect(await entitlement(user)).toMatchObject({ plan: 'GROUP_PRO', paid: true });

    const [period] = await payments(manager);
    const refunded = await call(`/admin/revenues/histories/${period!.membershipHistoryId}/cancel`, adminToken, 'POST', {});
    expect(refunded.body.data).toMatchObject({ status: 'CNCL', reason: 'SUBSCRIBE' });

    for (const user of [manager, m1, m2]) {
      expect(await entitlement(user)).toMatchObject({ plan: 'STARTER', paid: false });
      expect(await mypage(user)).toMatchObject({ found: false });
    }
    expect((await call('/mypage/reservations', manager.token)).body.data).toEqual([
      expect.objectContaining({ status: 'CANCELLED' }),
    ]);
    // Seats and the reserved place are free: each of them may subscribe on their own.
    for (const user of [m1, reserved])
      expect((await subscribe(user, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() })).status).toBe(201);
  });

  it('cancelling a Group Pro proxy payment ends what it granted: the manager and every member lose the plan', async () => {
    const [manager, m1] = await Promise.all([seedUser(), seedUser()]);
    const proxy = await call('/admin/proxy/payments', adminToken, 'POST', {
      userId: manager.id,
      plan: 'GROUP_PRO',
      kind: 'MONTHLY',
      memberIds: [m1.id],
    });
    expect(proxy.status).toBe(201);
    for (const user of [manager, m1]) expect(await entitlement(user)).toMatchObject({ plan: 'GROUP_PRO', paid: true });

    const cancelled = await call('/admin/proxy/payments/cancel', adminToken, 'DELETE', {
      membershipHistoryId: proxy.body.data.membershipHistoryId,
    });
    expect(cancelled.body.data).toMatchObject({ status: 'CNCL', reason: 'PROXY' });
    for (const user of [manager, m1]) {
      expect(await entitlement(user)).toMatchObject({ plan: 'STARTER', paid: false });
      expect(await mypage(user)).toMatchObject({ found: false });
    }
    expect((await subscribe(m1, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() })).status).toBe(201);
  });

  it('a refunded group fee takes back the seats it paid for: the latest members leave, the group is back to the size still paid', async () => {
    const [first, second, third] = await Promise.all([seedUser(), seedUser(), seedUser()]);
    const manager = await subscribed('GROUP_PRO', [first.id]); // 2 seats paid by the period's payment
    const grown = await call('/groups', manager.token, 'PUT', { memberIds: [first.id, second.id, third.id] });
    expect(grown.body.data).toMatchObject({ groupSize: 4, chargedAmount: expect.any(Number) });
    expect(grown.body.data.chargedAmount).toBeGreaterThan(0);
    for (const user of [second, third]) expect(await entitlement(user)).toMatchObject({ plan: 'GROUP_PRO', paid: true });

    const fee = (await payments(manager)).find((p) => p.reason === 'GROUP_FEE')!;
    expect(
      (await call(`/admin/revenues/histories/${fee.membershipHistoryId}/cancel`, adminToken, 'POST', {})).body.data,
    ).toMatchObject({
      status: 'CNCL',
      reason: 'GROUP_FEE',
    });

    // The membership stays (its period is still paid), at the size the period's payment paid for.
    expect(await mypage(manager)).toMatchObject({ found: true, status: 'ACTIVE', groupSize: 2 });
    expect((await call('/mypage/groups', manager.token)).body.data.members).toEqual([
      expect.objectContaining({ userId: first.id }),
    ]);
    expect(await entitlement(first)).toMatchObject({ plan: 'GROUP_PRO', paid: true });
    for (const user of [second, third]) {
      expect(await entitlement(user)).toMatchObject({ plan: 'STARTER', paid: false });
      expect(await mypage(user)).toMatchObject({ found: false });
    }
    // The seats are unpaid again: adding them back charges for them (prorated a moment later, so at most the same).
    const again = (await call('/groups/preview-additional-fee?groupSize=4', manager.token)).body.data;
    expect(again).toMatchObject({ currentGroupSize: 2, currentPeriodAmount: 25_330 });
    expect(again.additionalFee).toBeGreaterThan(0);
    expect(again.additionalFee).toBeLessThanOrEqual(grown.body.data.chargedAmount);
  });

  it('checks the target of every admin membership call', async () => {
    const nobody = randomUUID();
    expectFailure(await call(`/admin/free-users/${nobody}`, adminToken, 'POST', { isFree: true }), 404, 'USER_NOT_FOUND');
    expectFailure(await call('/admin/free-users/not-an-id', adminToken, 'POST', { isFree: true }), 404, 'USER_NOT_FOUND');
    const free = await stack.membership.pool.query('SELECT 1 FROM free_users WHERE user_id = $1', [nobody]);
    expect(free.rowCount).toBe(0);

    expectFailure(await call(`/admin/revenues/histories/${nobody}/cancel`, adminToken, 'POST', {}), 404, 'PAYMENT_NOT_FOUND');
    expectFailure(await call('/admin/revenues/histories/x/cancel', adminToken, 'POST', {}), 404, 'PAYMENT_NOT_FOUND');
    expectFailure(
      await call('/admin/proxy/payments/cancel', adminToken, 'DELETE', { membershipHistoryId: nobody }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expectFailure(
      await call(`/admin/${nobody}/cancel-reservation`, adminToken, 'PUT', { isActive: false, managerId: nobody }),
      404,
      'MEMBERSHIP_NOT_FOUND',
    );
    expectFailure(
      await call('/admin/x/cancel-reservation', adminToken, 'PUT', { isActive: false, managerId: nobody }),
      404,
      'MEMBERSHIP_NOT_FOUND',
    );
    expectFailure(
      await call('/admin/proxy/payments', adminToken, 'POST', { userId: nobody, plan: 'PERSONAL_PRO', kind: 'MONTHLY' }),
      404,
      'USER_NOT_FOUND',
    );
    expectFailure(await call(`/${nobody}/payments`, adminToken, 'POST'), 404, 'MEMBERSHIP_NOT_FOUND');
    for (const path of [
      `/mypage?userId=${nobody}`,
      `/methods?userId=${nobody}`,
      `/plans?userId=${nobody}`,
      `/mypage/groups?managerId=${nobody}`,
      `/mypage/reservations?managerId=${nobody}`,
      `/groups/preview-additional-fee?groupSize=3&managerId=${nobody}`,
    ]) {
      expectFailure(await call(path, adminToken), 404, 'USER_NOT_FOUND');
    }
    // A user who exists is answered.
    const user = await seedUser();
    expect((await call(`/mypage?userId=${user.id}`, adminToken)).body.data).toMatchObject({ found: false });
  });

  it('answers without transport fields and maps each errorCode to one status', async () => {
    const c = await seedUser();
    const user = await subscribed();
    await call('/mypage/reservations', user.token, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [c.id] });
    const page = await call('/mypage', user.token);
    expect(page.body.data.reservation).toMatchObject({ plan: 'GROUP_PRO', memberIds: [c.id] });
    expect(page.body.data).not.toHaveProperty('_reservation');
    const stranger = await seedUser();
    expect((await call('/mypage', stranger.token)).body.data).not.toHaveProperty('reservation');

    const clean = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((v, i) => clean(v, `${where}[${i}]`));
      if (value === null) throw new Error(`null at ${where}`);
      if (typeof value !== 'object') return;
      for (const [key, v] of Object.entries(value)) {
        if (key.startsWith('_')) throw new Error(`transport field ${key} at ${where}`);
        clean(v, `${where}.${key}`);
      }
    };
    for (const [path, token] of [
      ['/mypage', user.token],
      ['/mypage', stranger.token],
      ['/plans', user.token],
      ['/previews', user.token],
      ['/methods', user.token],
      ['/mypage/payments', user.token],
      ['/mypage/reservations', user.token],
      [`/admin/revenues?userEmail=${encodeURIComponent(user.email!)}`, adminToken],
      [`/admin/revenues/total`, adminToken],
    ] as const) {
      const answer = await call(path, token);
      expect(answer.status).toBe(200);
      clean(answer.body, path);
    }
    const validated = await call(`/groups/validation?email=${encodeURIComponent(stranger.email!)}`, (await seedUser()).token);
    expect(Object.keys(validated.body.data).sort()).toEqual(['email', 'name', 'userId']);

    // EMAIL is a 400 wherever it is answered.
    const noEmail = await seedUser({ email: null });
    expectFailure(await subscribe(noEmail, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', card: card() }), 400, 'EMAIL');
    expectFailure(await call('/groups/validation?email=', user.token), 400, 'EMAIL');
    expectFailure(await call('/groups/validation?email=not-an-email', user.token), 400, 'EMAIL');
  });

  it('refuses bad input with 400 {errorCode, msg} and changes nothing', async () => {
    const user = await subscribed();
    const manager = await subscribed('GROUP_PRO');
    const before = {
      page: await mypage(user),
      group: (await call('/mypage/groups', manager.token)).body.data,
      payments: (await call('/mypage/payments', user.token)).body.total,
      charges: stack.devPayments.charges().length,
    };
    const long = 'x'.repeat(10_000);
    const cases: [string, string, string, unknown?][] = [
      [user.token, 'GET', '/mypage/payments?limit=1000'],
      [user.token, 'GET', '/mypage/payments?limit=-1'],
      [user.token, 'GET', '/mypage/payments?offset=-1'],
      [user.token, 'GET', '/mypage/payments?offset=1e20'],
      [user.token, 'GET', '/mypage/payments?limit=abc'],
      [user.token, 'GET', '/mypage/payments?limit=1.5'],
      [adminToken, 'GET', '/admin/revenues?limit=101'],
      [adminToken, 'GET', `/admin/revenues?userEmail=a%00b%40example.com`],
      [adminToken, 'GET', `/admin/revenues/total?userEmail=${'a'.repeat(300)}`],
      [user.token, 'GET', '/previews?groupSize=100000'],
      [user.token, 'GET', '/previews?groupSize=-5'],
      [user.token, 'GET', '/previews?plan=%00'],
      [manager.token, 'GET', '/groups/preview-additional-fee?groupSize=99999999999'],
      [manager.token, 'GET', '/groups/validation?email=a%00b%40example.com'],
      [manager.token, 'GET', '/groups/validation?email=a%01%40example.com'],
      [manager.token, 'GET', `/groups/validation?email=${'a'.repeat(250)}%40example.com`],
      [user.token, 'POST', '', { plan: 1, kind: 'MONTHLY' }],
      [user.token, 'POST', '', []],
      [user.token, 'POST', '', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: 'x' }],
      [user.token, 'POST', '', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [123] }],
      [
        user.token,
        'POST',
        '',
        { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: Array.from({ length: 500 }, () => randomUUID()) },
      ],
      [user.token, 'POST', '', { plan: long, kind: 'MONTHLY' }],
      [manager.token, 'PUT', '/groups', { memberIds: null }],
      [manager.token, 'PUT', '/groups', { memberIds: ['a\u0000'] }],
      [user.token, 'PUT', '/cancel-reservation', { isActive: false, cancelReason: 'a\u0000b' }],
      [user.token, 'PUT', '/cancel-reservation', { isActive: false, cancelReason: long }],
      [user.token, 'PUT', '/cancel-reservation', { isActive: 'no' }],
      [user.token, 'POST', '/mypage/reservations', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [{}] }],
      [user.token, 'POST', '/methods', { authKey: long }],
      [user.token, 'POST', '/methods', { authKey: 'auth_\u0000' }],
      [adminToken, 'POST', '/admin/proxy/payments', { userId: user.id, plan: 'PERSONAL_PRO', kind: 'MONTHLY', amount: -1 }],
      [adminToken, 'POST', '/admin/proxy/payments', { userId: user.id, plan: 'PERSONAL_PRO', kind: 'MONTHLY', amount: 1e12 }],
      [adminToken, 'POST', '/admin/proxy/payments', { userId: user.id, plan: 'PERSONAL_PRO', kind: 'MONTHLY', amount: 1.5 }],
      [adminToken, 'POST', '/admin/proxy/payments', { userId: user.id, plan: 'PERSONAL_PRO', kind: 'MONTHLY', memo: 'x\u0000' }],
      [adminToken, 'POST', `/admin/revenues/histories/${randomUUID()}/cancel`, { cancelReason: 'x\u0000' }],
      [adminToken, 'POST', `/admin/free-users/${user.id}`, { isFree: 'yes' }],
      [
        adminToken,
        'PUT',
        `/admin/${before.page.membershipId}/cancel-reservation`,
        { isActive: false, managerId: user.id, cancelReason: '\u0000' },
      ],
      [adminToken, 'DELETE', '/admin/proxy/payments/cancel', { membershipHistoryId: 5 }],
    ];
    for (const [token, method, path, body] of cases) {
      const answer = await call(path, token, method, body);
      if (answer.status !== 400)
        throw new Error(`${method} ${path} ${JSON.stringify(body)?.slice(0, 80)} answered ${answer.status}`);
      expectFailure(answer, 400);
    }
    expect(await mypage(user)).toEqual(before.page);
    expect((await call('/mypage/groups', manager.token)).body.data).toEqual(before.group);
    expect((await call('/mypage/payments', user.token)).body.total).toBe(before.payments);
    expect(stack.devPayments.charges().length).toBe(before.charges);
  });
});
