import { randomUUID } from 'node:crypto';
import { subscribeUser, subscribeVisitor } from '../src/support/store.js';
import { startCommunityForTest } from './support/community.js';

// The newsletter's subscription rules against the real Postgres (the community's own database).
describe('newsletter subscriptions', () => {
  let c: Awaited<ReturnType<typeof startCommunityForTest>>;
  const links = { publicUrl: 'http://localhost:8080' };
  beforeAll(async () => {
    c = await startCommunityForTest();
  });
  afterAll(async () => {
    await c?.stop();
  });

  it("follows an account whose address changed (one row, no unique-id clash)", async () => {
    const userId = randomUUID();
    const [a, b] = [`a-${userId}@example.com`, `b-${userId}@example.com`];
    await subscribeUser(c.service.pool, userId, a, 'ko');
    await subscribeVisitor(c.service.pool, b, 'en', links); // the new address was signed up by a visitor first
    expect(await subscribeUser(c.service.pool, userId, b, 'ko')).toMatchObject({ email: b, status: 'ACTIVE' });
    const { rows } = await c.service.pool.query('SELECT email, user_id FROM newsletter_subscribers WHERE user_id = $1 OR email = ANY($2)', [userId, [a, b]]);
    expect(rows).toEqual([{ email: b, user_id: userId }]);
  });

  it('sends one confirmation an hour however often a form names an address, and never changes an active subscriber', async () => {
    const email = `flood-${randomUUID()}@example.com`;
    await Promise.all([1, 2, 3].map(() => subscribeVisitor(c.service.pool, email, 'ko', links)));
    await subscribeVisitor(c.service.pool, email, 'en', links);
    const mails = await c.service.pool.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [email]);
    expect(mails.rowCount).toBe(1);

    const userId = randomUUID();
    const member = `member-${userId}@example.com`;
    await subscribeUser(c.service.pool, userId, member, 'ko');
    await subscribeVisitor(c.service.pool, member, 'en', links);
    const { rows } = await c.service.pool.query('SELECT lang, status FROM newsletter_subscribers WHERE email = $1', [member]);
    expect(rows).toEqual([{ lang: 'ko', status: 'ACTIVE' }]);
  });
});
