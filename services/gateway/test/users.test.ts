import { randomUUID } from 'node:crypto';
import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { decodeMessage, Topics } from '@screenshelf/kit';
import { Kafka, logLevel } from 'kafkajs';
import { Browser, signIn } from './support/browser.js';
import { api, startStack } from './support/stack.js';

const SESSION = 'authjs.session-token';
/** The stack's EMAIL_LOOKUP_PER_MINUTE_USER: the e-mail lookups one caller gets a minute. */
const LOOKUPS_PER_MINUTE = 20;

describe('users, roles and account closing', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let url: string;
  const as: Record<'ADMIN' | 'SELLER' | 'USER', Browser> = { ADMIN: new Browser(), SELLER: new Browser(), USER: new Browser() };
  let sellerId: string;
  let userId: string;

  const call = (who: keyof typeof as | 'VISITOR', path: string, init: RequestInit = {}) =>
    api(url, path, {
      ...init,
      headers: { ...(who === 'VISITOR' ? {} : { cookie: `${SESSION}=${as[who].cookie(url, SESSION)}` }), ...(init.headers as object) },
    });

  beforeAll(async () => {
    // A stack of its own: it lists every seller and needs a stack without catalog and marketplace (the audit log's 503).
    stack = await startStack({ services: ['membership'], gatewayEnv: { EMAIL_LOOKUP_PER_MINUTE_USER: String(LOOKUPS_PER_MINUTE) } });
    url = stack.url;
    // admin@screenshelf.local is the local first admin (IDENTITY_ADMIN_EMAILS default outside production).
    await signIn(as.ADMIN, url, { email: 'admin@screenshelf.local', name: 'Admin' });
    await signIn(as.SELLER, url, { email: 'seller@example.com', name: 'Seller' });
    await signIn(as.USER, url, { email: 'user@example.com', name: 'User' });
    const list = await call('ADMIN', '/api/v2/admin/users?userEmail=seller@');
    sellerId = list.body.data[0].id;
    userId = (await call('ADMIN', '/api/v2/admin/users?userEmail=user@example.com')).body.data[0].id;
    const promoted = await call('ADMIN', `/api/v2/users/${sellerId}/roles`, { method: 'PUT', body: JSON.stringify({ role: 'SELLER', isBizOwner: true }) });
    expect(promoted).toMatchObject({ status: 200, body: { data: { id: sellerId, role: 'SELLER', isBizOwner: true } } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const user = expect.objectContaining({ id: expect.any(String), email: expect.any(String), role: expect.any(String) });
  /** Each admin route with what an ADMIN gets back. */
  const adminRoutes: [string, string, RequestInit | undefined, () => unknown][] = [
    ['GET /api/admin/users', '/api/admin/users', undefined, () => ({ data: expect.arrayContaining([user]), total: expect.any(Number) })],
    [
      'GET /api/v2/admin/users',
      '/api/v2/admin/users?userEmail=example.com&limit=10&offset=0',
      undefined,
      () => ({
        data: expect.arrayContaining([expect.objectContaining({ email: 'seller@example.com' }), expect.objectContaining({ email: 'user@example.com' })]),
        total: 2,
      }),
    ],
    [
      'PUT /api/v2/users/{userId}/roles',
      '/api/v2/users/{target}/roles',
      { method: 'PUT', body: JSON.stringify({ role: 'USER', isBizOwner: false }) },
      () => ({ data: expect.objectContaining({ id: userId, email: 'user@example.com', role: 'USER', isBizOwner: false }) }),
    ],
    [
      'GET /api/v2/users/validation',
      '/api/v2/users/validation?email=seller@example.com',
      undefined,
      () => ({ data: { isValid: true, userId: sellerId, email: 'seller@example.com', name: 'Seller' } }),
    ],
    [
      'GET /api/v2/users/sellers/validation',
      '/api/v2/users/sellers/validation?email=seller@example.com',
      undefined,
      () => ({ data: { isValid: true, userId: sellerId, email: 'seller@example.com', name: 'Seller' } }),
    ],
    ['GET /api/v2/users/sellers', '/api/v2/users/sellers', undefined, () => ({ data: [expect.objectContaining({ id: sellerId, role: 'SELLER' })], total: 1 })],
  ];

  describe.each(adminRoutes)('%s', (_name, path, init, expected) => {
    const target = () => path.replace('{target}', userId);
    it('refuses a visitor with 401', async () => {
      expect(await call('VISITOR', target(), init)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
    });
    it.each(['USER', 'SELLER'] as const)('refuses a %s with 403 FORBIDDEN', async (role) => {
      expect(await call(role, target(), init)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    });
    it('answers an ADMIN', async () => {
      const res = await call('ADMIN', target(), init);
      expect(res).toMatchObject({ status: 200, body: expected() });
    });
  });

  it('lists users with email filter and paging, and sellers only as sellers', async () => {
    const page = await call('ADMIN', '/api/v2/admin/users?userEmail=EXAMPLE.COM&limit=1&offset=0');
    expect(page.body.total).toBe(2);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0]).toEqual(
      expect.objectContaining({ email: expect.stringMatching(/example\.com$/), role: expect.any(String), referralId: expect.any(String), profileImage: expect.any(String) }),
    );
    const sellers = await call('ADMIN', '/api/v2/users/sellers');
    expect(sellers.body.data.map((u: { email: string }) => u.email)).toEqual(['seller@example.com']);
    expect((await call('ADMIN', '/api/v2/users/sellers/validation?email=user@example.com')).body).toMatchObject({ errorCode: 'SELLER_NOT_FOUND' });
  });

  it('adds plan and free flag to the admin users list, and records role changes in the audit log', async () => {
    const list = await call('ADMIN', '/api/v2/admin/users?userEmail=seller@example.com');
    expect(list.body.data[0]).toMatchObject({ id: sellerId, plan: 'STARTER', isFree: false });
    const logged = await call('ADMIN', `/api/v2/admin/audit-logs?service=identity&targetId=${sellerId}`);
    expect(logged).toMatchObject({
      status: 200,
      body: {
        total: 1,
        data: [{ action: 'user.role_changed', actorEmail: 'admin@screenshelf.local', before: { role: 'USER', isBizOwner: false }, after: { role: 'SELLER', isBizOwner: true } }],
      },
    });
  });

  it('answers the whole audit log 503 rather than leave out a service that cannot answer', async () => {
    // This stack runs no catalog and no marketplace.
    expect(await call('ADMIN', '/api/v2/admin/audit-logs')).toMatchObject({ status: 503, body: { errorCode: 'SERVICE_UNAVAILABLE' } });
    expect((await call('ADMIN', '/api/v2/admin/audit-logs?service=membership')).status).toBe(200);
  });

  it('checks user emails for an admin: found, not a member, and EMAIL when missing (English with lang=en)', async () => {
    const found = await call('ADMIN', '/api/v2/users/validation?email=Seller@Example.com');
    expect(found).toMatchObject({ status: 200, body: { data: { isValid: true, userId: sellerId, email: 'seller@example.com' } } });
    const unknown = await call('ADMIN', '/api/v2/users/validation?email=nobody@example.com');
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND', msg: '서비스에 가입된 회원이 아닙니다.' } });
    expect(await call('ADMIN', '/api/v2/users/validation')).toMatchObject({ status: 400, body: { errorCode: 'EMAIL', msg: '이메일을 입력해 주세요.' } });
    expect(await call('ADMIN', '/api/v2/users/validation?email=%20&lang=en')).toMatchObject({
      status: 400,
      body: { errorCode: 'EMAIL', msg: 'Enter the email.' },
    });
    expect(await call('ADMIN', '/api/v2/users/sellers/validation')).toMatchObject({ status: 400, body: { errorCode: 'EMAIL' } });
    expect(await call('VISITOR', '/api/v2/users/validation?email=user@example.com')).toMatchObject({ status: 401 });
  });

  it('answers each caller a limited number of e-mail lookups a minute, the three validation calls together', async () => {
    // An admin of its own (a fresh id): the budget is per caller, and this file's ADMIN spends some of theirs.
    const prober = await mintCallerToken({ userId: randomUUID(), role: 'ADMIN', plan: 'STARTER', paid: false });
    const lookups: [string, number][] = [
      ['/api/v2/users/validation?email=user@example.com', 200],
      ['/api/v2/users/sellers/validation?email=seller@example.com', 200],
      ['/api/v2/users/memberships/groups/validation?email=nobody@example.com', 404],
    ];
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) {
      const [path, status] = lookups[i % lookups.length]!;
      expect({ path, status: (await api(url, path, { token: prober })).status }).toEqual({ path, status });
    }
    for (const [path] of lookups) {
      expect(await api(url, `${path}&lang=en`, { token: prober })).toMatchObject({
        status: 429,
        body: { errorCode: 'RATE_LIMITED', msg: 'Too many requests. Please try again in a minute.' },
      });
    }
    // Another caller keeps their own budget.
    expect((await call('ADMIN', '/api/v2/users/validation?email=user@example.com')).status).toBe(200);
  });

  it('refuses bad role changes with 400 and an unknown user with 404, changing nothing', async () => {
    const put = (path: string, body: unknown) => call('ADMIN', path, { method: 'PUT', body: JSON.stringify(body) });
    expect(await put('/api/v2/users/not-a-uuid/roles', { role: 'USER', isBizOwner: false })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    expect(await put(`/api/v2/users/${userId}/roles`, { role: 'ROOT', isBizOwner: false })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    expect(await put(`/api/v2/users/${userId}/roles`, { role: 'ADMIN' })).toMatchObject({ status: 400 });
    const unknown = await put('/api/v2/users/00000000-0000-4000-8000-000000000999/roles', { role: 'SELLER', isBizOwner: false });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND' } });
    const { rows } = await stack.identity.pool.query('SELECT role FROM users WHERE id = $1', [userId]);
    expect(rows[0].role).toBe('USER');
  });

  it('closes an account: user and sessions gone, nothing personal left, identity.user deleted published', async () => {
    const closing = new Browser();
    await signIn(closing, url, { email: 'closing@example.com', name: '탈퇴할 사람' });
    const me = (await (await closing.fetch(`${url}/api/auth/session`)).json()).user as { id: string };

    const closed = await closing.fetch(`${url}/api/v2/users/me`, { method: 'DELETE' });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ data: { userId: me.id }, msg: '계정이 정상적으로 탈퇴되었습니다.' });
    expect(closing.cookie(url, SESSION)).toBeUndefined();

    const db = stack.identity.pool;
    expect((await db.query('SELECT 1 FROM users WHERE id = $1 OR email = $2', [me.id, 'closing@example.com'])).rowCount).toBe(0);
    expect((await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [me.id])).rowCount).toBe(0);
    const leftovers = await db.query(`SELECT 1 FROM outbox WHERE position('closing@example.com' in convert_from(payload, 'UTF8')) > 0`);
    expect(leftovers.rowCount).toBe(0);

    const events = await readUserEvents(stack.id, me.id, 2);
    expect(events.map((e) => e.kind)).toEqual(['user.registered', 'user.deleted']);
    expect(events[1]).toEqual(expect.objectContaining({ userId: me.id, user: null }));

    // Closing again: the session is gone (401); a caller whose account no longer exists gets the spec's message.
    expect((await closing.fetch(`${url}/api/v2/users/me`, { method: 'DELETE' })).status).toBe(401);
    const ghost = await api(url, '/api/v2/users/me', { method: 'DELETE', token: await mintCallerToken({ ...ADMIN, userId: me.id, role: 'USER' }) });
    expect(ghost).toMatchObject({ status: 404, body: { errorCode: 'USER_NOT_FOUND', msg: '회원 정보를 찾을 수 없습니다.' } });
  });
});

/** Reads identity.user events of one user from the test's topic, as any consumer would. */
async function readUserEvents(topicPrefix: string, userId: string, count: number) {
  const kafka = new Kafka({ clientId: 'users-test', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `${topicPrefix}.users-test` });
  const events: { kind: string; userId: string; user: unknown }[] = [];
  await consumer.connect();
  try {
    await consumer.subscribe({ topic: `${topicPrefix}.${Topics.identityUser.name}`, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`saw ${events.length} of ${count} events`)), 30_000);
      void consumer.run({
        eachMessage: async ({ message }) => {
          const event = decodeMessage<{ kind: string; userId: string; user: unknown }>(Topics.identityUser.message, message.value!);
          if (event.userId === userId) events.push(event);
          if (events.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return events;
}
