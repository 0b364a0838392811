import { startMailRelay, createLogger, createPool, databaseUrl, type Pool } from '@screenshelf/kit';
import { randomUUID } from 'node:crypto';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { Browser, signIn } from './support/browser.js';
import { api, startStack } from './support/stack.js';

// Contact requests and the newsletter through the gateway, against the community process, the real
// Postgres and the stack's own dev-smtp (what was mailed is read back from it).
describe('support: contact requests and the newsletter', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let pool: Pool;
  let admin: string;
  const json = (body: unknown) => JSON.stringify(body);
  beforeAll(async () => {
    admin = await mintCallerToken(ADMIN);
    // A stack of its own: it tests the contact form's per-address limit.
    stack = await startStack({ services: ['community'], gatewayEnv: { SUPPORT_PER_MINUTE: '40' } });
    pool = createPool(databaseUrl(process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432', `community_${stack.id}`));
  });
  afterAll(async () => {
    await pool?.end();
    await stack?.stop();
  });

  it('takes a visitor question and a signed-in app request, lets admins filter them, move them forward and answer once by mail', async () => {
    const visitor = `visitor-${stack.id}@example.com`;
    const noEmail = await api(stack.url, '/api/v2/support/requests?lang=en', { method: 'POST', body: json({ kind: 'QUESTION', message: 'Hi?' }) });
    expect(noEmail).toMatchObject({ status: 400, body: { errorCode: 'SUPPORT_EMAIL_REQUIRED', msg: expect.stringContaining('e-mail') } });
    const badUrl = await api(stack.url, '/api/v2/support/requests', {
      method: 'POST',
      body: json({ kind: 'APP_REQUEST', appName: 'Toss', storeUrl: 'javascript:alert(1)', email: visitor }),
    });
    expect(badUrl).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });

    const question = await api(stack.url, '/api/v2/support/requests', {
      method: 'POST',
      body: json({ kind: 'QUESTION', message: '결제 영수증은 어디서 받나요?', email: visitor, lang: 'ko' }),
    });
    expect(question).toMatchObject({ status: 201, body: { data: { status: 'NEW' } } });

    const browser = new Browser();
    const member = `member-${stack.id}@example.com`;
    await signIn(browser, stack.url, { email: member, name: 'Member' });
    const appRequest = await browser.fetch(`${stack.url}/api/v2/support/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({ kind: 'APP_REQUEST', appName: 'Toss', storeUrl: 'https://apps.apple.com/kr/app/toss/id839333328', lang: 'en' }),
    });
    expect(appRequest.status).toBe(201);

    expect((await api(stack.url, '/api/v2/admin/support/requests')).status).toBe(401);
    const apps = await api(stack.url, '/api/v2/admin/support/requests?kind=APP_REQUEST', { token: admin });
    expect(apps.body).toMatchObject({ total: 1, data: [{ email: member, appName: 'Toss', status: 'NEW', userId: expect.any(String) }] });
    const newOnes = await api(stack.url, '/api/v2/admin/support/requests?status=NEW', { token: admin });
    expect(newOnes.body.total).toBe(2);

    const id = question.body.data.id as string;
    const path = `/api/v2/admin/support/requests/${id}`;
    expect((await api(stack.url, path, { method: 'PUT', token: admin, body: json({ status: 'IN_PROGRESS' }) })).body.data).toMatchObject({
      status: 'IN_PROGRESS',
      answerMail: '',
    });
    expect(await api(stack.url, path, { method: 'PUT', token: admin, body: json({ status: 'NEW' }) })).toMatchObject({
      status: 409,
      body: { errorCode: 'SUPPORT_STATUS_BACKWARDS' },
    });
    const answered = await api(stack.url, path, { method: 'PUT', token: admin, body: json({ answer: '마이페이지 > 결제 내역에서 받으실 수 있습니다.' }) });
    expect(answered.body.data).toMatchObject({ status: 'DONE', answer: expect.stringContaining('마이페이지') });
    expect(await api(stack.url, path, { method: 'PUT', token: admin, body: json({ answer: 'again' }) })).toMatchObject({
      status: 409,
      body: { errorCode: 'SUPPORT_ALREADY_ANSWERED' },
    });
    const [mail] = await waitFor(async () => stack.devSmtp.messages(visitor).length > 0 && stack.devSmtp.messages(visitor));
    expect(mail).toMatchObject({ subject: expect.stringContaining('답변'), text: expect.stringContaining('> 결제 영수증은 어디서 받나요?') });
    await waitFor(async () => (await api(stack.url, path.replace(`/${id}`, '?status=DONE'), { token: admin })).body.data[0]?.answerMail === 'SENT');
    expect(stack.devSmtp.messages(visitor)).toHaveLength(1);

    // The outgoing mail in the console: counts, the list, and a mail whose delivery is unknown sent
    // again by an admin's decision (audited); a mail already taken cannot be.
    const user = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'STARTER', paid: false });
    expect((await api(stack.url, '/api/v2/admin/mail', { token: user })).status).toBe(403);
    const sent = await api(stack.url, '/api/v2/admin/mail?state=SENT', { token: admin });
    const answerMail = sent.body.data.find((m: { to: string }) => m.to === visitor);
    expect(answerMail).toMatchObject({ state: 'SENT', attempts: 1, messageId: expect.stringMatching(/^<.+@.+>$/), sentAt: expect.any(String) });
    expect(answerMail).not.toHaveProperty('text');
    expect(await api(stack.url, `/api/v2/admin/mail/${answerMail.id}/resend`, { method: 'POST', token: admin })).toMatchObject({
      status: 409,
      body: { errorCode: 'MAIL_NOT_RESENDABLE' },
    });
    await pool.query(`UPDATE mail_outbox SET state = 'UNKNOWN', last_error = 'connection dropped after the data' WHERE id = $1`, [answerMail.id]);
    expect((await api(stack.url, '/api/v2/admin/mail/counts', { token: admin })).body.data).toMatchObject({ UNKNOWN: 1, ALL: sent.body.total });
    const unknown = await api(stack.url, '/api/v2/admin/mail?state=UNKNOWN', { token: admin });
    expect(unknown.body).toMatchObject({ total: 1, data: [{ id: answerMail.id, lastError: expect.stringContaining('dropped') }] });
    for (const bad of ['nope', '0', '99999999999'])
      expect(await api(stack.url, `/api/v2/admin/mail/${bad}/resend`, { method: 'POST', token: admin })).toMatchObject({ status: 404, body: { errorCode: 'MAIL_NOT_FOUND' } });
    expect((await api(stack.url, '/api/v2/admin/mail?state=LOST', { token: admin })).body.errorCode).toBe('VALIDATION_ERROR');
    const resent = await api(stack.url, `/api/v2/admin/mail/${answerMail.id}/resend`, { method: 'POST', token: admin });
    expect(resent.body.data).toMatchObject({ id: answerMail.id, state: 'PENDING' });
    await waitFor(async () => stack.devSmtp.messages(visitor).length === 2);
    const audit = await api(stack.url, '/api/v2/admin/audit-logs?service=community', { token: admin });
    expect(audit.body.data).toContainEqual(
      expect.objectContaining({ action: 'mail.resent', targetId: answerMail.id, before: expect.objectContaining({ state: 'UNKNOWN' }), after: { state: 'PENDING' } }),
    );
  });

  it('double opt-in for visitors, one-click unsubscribe headers, an issue sent once per subscriber in their language across a sender restart', async () => {
    const visitor = `news-${stack.id}@example.com`;
    const pending = await api(stack.url, '/api/v2/newsletter/subscription', { method: 'POST', body: json({ email: visitor, lang: 'en' }) });
    expect(pending.body.data).toMatchObject({ status: 'PENDING' });
    const [confirmation] = await waitFor(async () => stack.devSmtp.messages(visitor).length > 0 && stack.devSmtp.messages(visitor));
    const token = /confirm\?token=([\w-]+)/.exec(confirmation!.text)![1]!;
    expect(confirmation!.text).toContain(`${stack.url}/newsletter/confirm?token=`);
    expect((await api(stack.url, '/api/v2/newsletter/confirm?token=nope', { method: 'POST' })).body.errorCode).toBe('NEWSLETTER_TOKEN_INVALID');
    // A GET of the confirmation (a mail scanner following links) changes nothing.
    expect((await api(stack.url, `/api/v2/newsletter/confirm?token=${token}`)).status).toBe(404);
    expect((await api(stack.url, `/api/v2/newsletter/unsubscribe?token=${token}`)).body.data).toMatchObject({ status: 'PENDING' });
    expect((await api(stack.url, `/api/v2/newsletter/confirm?token=${token}`, { method: 'POST' })).body.data).toMatchObject({ status: 'ACTIVE', lang: 'en' });

    const browser = new Browser();
    const member = `reader-${stack.id}@example.com`;
    await signIn(browser, stack.url, { email: member, name: 'Reader' });
    const subscribe = await browser.fetch(`${stack.url}/api/v2/newsletter/subscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({ lang: 'ko' }),
    });
    expect(((await subscribe.json()) as any).data).toMatchObject({ email: member, status: 'ACTIVE', lang: 'ko' });
    // Twenty more confirmed subscribers, so the send below has something to stop in the middle of.
    const others = Array.from({ length: 20 }, (_, i) => `bulk${i}-${stack.id}@example.com`);
    await pool.query(
      `INSERT INTO newsletter_subscribers (email, lang, status, token) SELECT e, 'ko', 'ACTIVE', md5(e) FROM unnest($1::text[]) AS e`,
      [others],
    );

    const issue = await api(stack.url, '/api/v2/admin/newsletter/issues', {
      method: 'POST',
      token: admin,
      body: json({ subjectKo: '11월 소식', subjectEn: 'November news', bodyKo: '새 앱 12개', bodyEn: '12 new apps' }),
    });
    expect(issue).toMatchObject({ status: 201, body: { data: { status: 'DRAFT' } } });
    const issueId = issue.body.data.id as string;
    const preview = await api(stack.url, `/api/v2/admin/newsletter/issues/${issueId}/preview`, { token: admin });
    expect(preview.body.data).toMatchObject({ subjectEn: 'November news', recipients: 22, textKo: expect.stringContaining('수신 거부') });

    // The community's own relay stops; two relays of this test send the issue, the first stopped after 5 mails.
    await stack.community.mailRelay.stop();
    const sent = await api(stack.url, `/api/v2/admin/newsletter/issues/${issueId}/send`, { method: 'POST', token: admin });
    expect(sent.body.data).toMatchObject({ status: 'SENT', recipients: 22, delivered: 0 });
    expect(await api(stack.url, `/api/v2/admin/newsletter/issues/${issueId}/send`, { method: 'POST', token: admin })).toMatchObject({
      status: 409,
      body: { errorCode: 'NEWSLETTER_ISSUE_SENT' },
    });
    const logger = createLogger('test', 'silent');
    const relay = { pool, smtpUrl: stack.devSmtp.smtpUrl, from: 'Screenshelf <no-reply@screenshelf.local>', logger, pollMs: 50 };
    let count = 0;
    let stopping: Promise<void> | undefined;
    const first = startMailRelay({ ...relay, onSent: () => void (++count === 5 && (stopping = first.stop())) });
    await waitFor(async () => stopping !== undefined);
    await stopping;
    const issueMails = () => [visitor, member, ...others].flatMap((to) => stack.devSmtp.messages(to).filter((m) => /November|11월/.test(m.subject)));
    expect(issueMails()).toHaveLength(5);
    const second = startMailRelay(relay);
    try {
      expect(await second.flush()).toBe(0);
    } finally {
      await second.stop();
    }
    for (const to of [visitor, member, ...others]) {
      const got = stack.devSmtp.messages(to).filter((m) => /November|11월/.test(m.subject));
      expect(got).toHaveLength(1);
      expect(got[0]!.subject).toBe(to === visitor ? 'November news' : '11월 소식');
      expect(got[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(got[0]!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${stack.url}/api/v2/newsletter/unsubscribe\\?token=`));
    }
    const issues = await api(stack.url, '/api/v2/admin/newsletter/issues', { token: admin });
    expect(issues.body).toMatchObject({ total: 1, data: [{ id: issueId, delivered: 22 }] });

    // One click (RFC 8058): a POST to the header's address; GET only looks.
    const [visitorMail] = issueMails().filter((m) => m.envelopeTo.includes(visitor));
    const oneClick = /^<(.*)>$/.exec(visitorMail!.headers['list-unsubscribe']!)![1]!;
    expect((await api(oneClick, '')).body.data).toMatchObject({ status: 'ACTIVE' });
    expect((await api(oneClick, '', { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).body.data).toMatchObject({
      email: visitor,
      status: 'UNSUBSCRIBED',
    });
    const off = await browser.fetch(`${stack.url}/api/v2/newsletter/subscription`, { method: 'DELETE' });
    expect(((await off.json()) as any).data).toMatchObject({ status: 'UNSUBSCRIBED' });
  });
});
