import { randomUUID } from 'node:crypto';
import { createIssue, ISSUE_CHUNK, sendIssue, subscribeUser, subscribeVisitor } from '../src/store-support.js';
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

  it('sends an issue to more subscribers than one statement holds: every one once, in their language', async () => {
    const n = ISSUE_CHUNK * 2 + 1;
    const tag = randomUUID().slice(0, 8);
    await c.service.pool.query(
      `INSERT INTO newsletter_subscribers (email, lang, status, token)
       SELECT 'many-' || $1 || '-' || g || '@example.com', CASE WHEN g % 2 = 0 THEN 'ko' ELSE 'en' END, 'ACTIVE', $1 || '-' || g
         FROM generate_series(1, $2::int) AS g`,
      [tag, n],
    );
    const issue = await createIssue(c.service.pool, { subjectKo: '11월 소식', subjectEn: 'November news', bodyKo: '본문', bodyEn: 'Body' }, randomUUID());
    const sent = await sendIssue(c.service.pool, issue.id, links);
    expect(sent.recipients).toBeGreaterThanOrEqual(n);
    const { rows } = await c.service.pool.query(
      `SELECT count(*)::int AS mails, count(DISTINCT to_address)::int AS addresses, count(*) FILTER (WHERE subject = '11월 소식')::int AS ko
         FROM mail_outbox WHERE dedupe_key LIKE $1 AND to_address LIKE $2`,
      [`newsletter:${issue.id}:%`, `many-${tag}-%`],
    );
    expect(rows[0]).toEqual({ mails: n, addresses: n, ko: ISSUE_CHUNK });
  });
});
