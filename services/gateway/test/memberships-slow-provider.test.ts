import { randomUUID } from 'node:crypto';
import { waitFor } from '@screenshelf/kit/testing';
import { TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { seedMember, testCard } from './support/members.js';
import { api, startStack } from './support/stack.js';

const BASE = '/api/v2/users/memberships';

// Issue 10: a payment provider slower than our time-out leaves the charge's outcome unknown. The
// user is told it is being confirmed, membership asks the provider again by the same order id within
// seconds, and a retry of the same subscribe gets the truth — never a 409 about its own attempt.
describe('a slow payment provider', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;

  beforeAll(async () => {
    // Our calls to the provider give up after 300 ms; the slow test card answers after 3 s.
    // A stack of its own: it shortens the payment time-out.
    stack = await startStack({ services: ['membership'], env: { PAYMENTS_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const seedUser = () => seedMember(stack.membership.pool, { tag: 'slow' });
  const subscribe = (token: string, key: string) =>
    api(stack.url, BASE, {
      method: 'POST',
      token,
      headers: { 'idempotency-key': key },
      body: JSON.stringify({
        plan: 'PERSONAL_PRO',
        kind: 'MONTHLY',
        memberIds: [],
        card: testCard(TEST_CARDS.slow),
      }),
    });
  const chargesOf = (userId: string) =>
    stack.membership.pool.query<{ status: string }>('SELECT status FROM membership_histories WHERE user_id = $1', [userId]);

  it('reconciles an unknown outcome within seconds, and charges once', async () => {
    const user = await seedUser();
    const first = await subscribe(user.token, 'sub-slow-1');
    expect(first.status).toBe(409);
    expect(first.body.errorCode).toBe('PAYMENT_PENDING');

    // No retry by the user: membership asks the provider again by itself.
    await waitFor(
      async () => (await api(stack.url, `${BASE}/mypage`, { token: user.token })).body?.data?.status === 'ACTIVE',
      20_000,
    );
    const rows = (await chargesOf(user.id)).rows;
    expect(rows.map((r) => r.status)).toEqual(['CMPL']);
    expect(stack.devPayments.charges().filter((p) => p.orderName.includes('PERSONAL_PRO')).length).toBeGreaterThanOrEqual(1);
  });

  it('answers a retry of the same subscribe with the outcome of the first attempt, not a 409', async () => {
    const user = await seedUser();
    const before = stack.devPayments.charges().length;
    expect((await subscribe(user.token, 'sub-slow-2')).body.errorCode).toBe('PAYMENT_PENDING');
    // The user clicks again (a new request, so a new key): the first attempt's truth, asked of the provider now.
    const again = await waitFor(async () => {
      const answer = await subscribe(user.token, `sub-slow-2-retry-${randomUUID()}`);
      return answer.status === 201 || answer.status === 200 ? answer : undefined;
    }, 20_000);
    expect(again.body.data).toMatchObject({ status: 'ACTIVE', plan: 'PERSONAL_PRO' });
    expect((await chargesOf(user.id)).rows.map((r) => r.status)).toEqual(['CMPL']);
    expect(stack.devPayments.charges().length).toBe(before + 1);
  });
});
