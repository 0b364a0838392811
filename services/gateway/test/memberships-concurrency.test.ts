import { seedMember, testCard, type SeededUser } from './support/members.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const BASE = '/api/v2/users/memberships';
/** Each racing pair is fired this many times, each time with fresh people. */
const ROUNDS = 12;

// One person, one entitlement (own paid membership, a seat in a group, or a place in a reserved
// plan) under any interleaving: two different requests claiming the same person at the same moment,
// against the real Postgres and the local payment server. Exactly one wins, exactly one charge is
// made (the loser is refused before any charge), and the loser hears the §8 reason.
describe('one person, one entitlement, under concurrency', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await sharedStack();
  });

  type User = SeededUser;
  const seedUser = () => seedMember(stack.membership.pool, { tag: 'c' });
  const call = (path: string, user: User, method = 'GET', body?: object) =>
    api(stack.url, `${BASE}${path}`, { method, token: user.token, body: body ? JSON.stringify(body) : undefined });
  const card = testCard();
  const withCard = async () => {
    const user = await seedUser();
    expect((await call('/methods', user, 'POST', card)).status).toBe(201);
    return user;
  };
  const subscribed = async (plan: 'PERSONAL_PRO' | 'GROUP_PRO') => {
    const user = await seedUser();
    expect((await call('', user, 'POST', { plan, kind: 'MONTHLY', card })).status).toBe(201);
    return user;
  };
  const charges = () => stack.devPayments.charges().length;
  /** Everything the person holds, straight from the database: it must never be more than one. */
  const holdings = async (userId: string) => {
    const { rows } = await stack.membership.pool.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM memberships WHERE user_id = $1 AND status IN ('PENDING', 'ACTIVE', 'PAST_DUE'))
            + (SELECT count(*) FROM group_members g JOIN memberships m ON m.id = g.membership_id
               WHERE g.user_id = $1 AND m.status IN ('PENDING', 'ACTIVE', 'PAST_DUE'))
            + (SELECT count(*) FROM reservations WHERE $1 = ANY(member_ids) AND status = 'RESERVED') AS n`,
      [userId],
    );
    return Number(rows[0]!.n);
  };
  const cmplHistories = async (userId: string) =>
    Number(
      (
        await stack.membership.pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM membership_histories WHERE user_id = $1 AND status = 'CMPL'",
          [userId],
        )
      ).rows[0]!.n,
    );

  /** Fires both at once; exactly one succeeds; returns which, and the loser's answer. */
  type Answer = Awaited<ReturnType<typeof api>>;
  const race = async (a: () => Promise<Answer>, b: () => Promise<Answer>) => {
    const [ra, rb] = await Promise.all([a(), b()]);
    const ok = (status: number) => status >= 200 && status < 300;
    expect([ok(ra.status), ok(rb.status)].filter(Boolean)).toHaveLength(1);
    return ok(ra.status) ? { winner: 'a' as const, loser: rb } : { winner: 'b' as const, loser: ra };
  };

  it('a manager adding X while X subscribes: one wins, one charge', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [manager, x] = await Promise.all([subscribed('GROUP_PRO'), withCard()]);
      const before = charges();
      const managerPaid = await cmplHistories(manager.id);
      const { winner, loser } = await race(
        () => call('/groups', manager, 'PUT', { memberIds: [x.id] }),
        () => call('', x, 'POST', { plan: 'PERSONAL_PRO', kind: 'MONTHLY' }),
      );
      expect(loser.status).toBe(409);
      expect(Object.keys(loser.body).sort()).toEqual(['errorCode', 'msg']);
      if (winner === 'a') {
        expect(loser.body.errorCode).toBe('MEMBER_ALREADY_IN_ANOTHER_GROUP');
        expect(await cmplHistories(manager.id)).toBe(managerPaid + 1); // the seat's fee
        expect(await cmplHistories(x.id)).toBe(0);
      } else {
        expect(loser.body.errorCode).toBe('ALREADY_IN_MEMBERSHIP');
        expect(await cmplHistories(manager.id)).toBe(managerPaid);
        expect(await cmplHistories(x.id)).toBe(1);
      }
      expect(charges()).toBe(before + 1);
      expect(await holdings(x.id)).toBe(1);
    }
  });

  it('two managers adding the same person: one seat, one charge', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [m1, m2, x] = await Promise.all([subscribed('GROUP_PRO'), subscribed('GROUP_PRO'), seedUser()]);
      const before = charges();
      const { loser } = await race(
        () => call('/groups', m1, 'PUT', { memberIds: [x.id] }),
        () => call('/groups', m2, 'PUT', { memberIds: [x.id] }),
      );
      expect(loser).toMatchObject({ status: 409, body: { errorCode: 'MEMBER_ALREADY_IN_ANOTHER_GROUP' } });
      expect(charges()).toBe(before + 1);
      expect((await cmplHistories(m1.id)) + (await cmplHistories(m2.id))).toBe(3); // two first payments, one seat
      expect(await holdings(x.id)).toBe(1);
    }
  });

  it('X subscribing while a manager reserves a group plan with X: one wins, at most the subscription is charged', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [leader, x] = await Promise.all([subscribed('PERSONAL_PRO'), withCard()]);
      const before = charges();
      const { winner, loser } = await race(
        () => call('/mypage/reservations', leader, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [x.id] }),
        () => call('', x, 'POST', { plan: 'PERSONAL_PRO', kind: 'MONTHLY' }),
      );
      expect(loser.status).toBe(409);
      if (winner === 'a') {
        expect(loser.body.errorCode).toBe('ALREADY_IN_RESERVATION_GROUP');
        expect(charges()).toBe(before); // a reservation is paid at the period end
        expect(await cmplHistories(x.id)).toBe(0);
      } else {
        expect(loser.body.errorCode).toBe('ALREADY_IN_MEMBERSHIP');
        expect(charges()).toBe(before + 1);
        expect(await cmplHistories(x.id)).toBe(1);
      }
      expect(await holdings(x.id)).toBe(1);
    }
  });

  it('a manager adding X while another manager reserves X: one place', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [manager, leader, x] = await Promise.all([subscribed('GROUP_PRO'), subscribed('PERSONAL_PRO'), seedUser()]);
      const before = charges();
      const { winner, loser } = await race(
        () => call('/groups', manager, 'PUT', { memberIds: [x.id] }),
        () => call('/mypage/reservations', leader, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [x.id] }),
      );
      expect(loser.status).toBe(409);
      expect(loser.body.errorCode).toBe(winner === 'a' ? 'MEMBER_ALREADY_IN_ANOTHER_GROUP' : 'ALREADY_IN_RESERVATION_GROUP');
      expect(charges()).toBe(winner === 'a' ? before + 1 : before);
      expect(await holdings(x.id)).toBe(1);
    }
  });
});
