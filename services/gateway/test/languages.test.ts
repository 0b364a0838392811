import { randomUUID } from 'node:crypto';
import { ERROR_CATALOGUE, errorMessage, httpStatusOfKind, type ErrorCode, type MessageChoice } from '@screenshelf/kit';
import { ADMIN, FREE_USER, mintCallerToken } from '@screenshelf/kit/testing';
import { upsertUser } from '@screenshelf/membership/store.js';
import { api, startStack } from './support/stack.js';

// Issue 9: every user-visible msg follows the request's language (product-spec §2: the lang query,
// then the lang cookie, then ko), whichever service refused; one errorCode, one HTTP status.
describe('one language rule and one status per errorCode, against the real services', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let admin: string;
  let appId: string;
  let noEmail: string;
  let member: string;

  beforeAll(async () => {
    // A stack of its own: the second describe's gateway allows one call a minute.
    stack = await startStack();
    admin = await mintCallerToken(ADMIN);
    const created = await api(stack.url, '/api/apps', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ appName: '언어 앱', appNameEn: 'Language app', categoryCodes: ['2'], mau: 1000 }),
    });
    expect(created.status).toBe(201);
    appId = created.body.data.appId;
    const seed = async (email: string | null) => {
      const id = randomUUID();
      await upsertUser(stack.membership.pool, { id, email, name: 'Lang', role: 'USER' });
      return mintCallerToken({ userId: id, role: 'USER', plan: 'STARTER', paid: false });
    };
    noEmail = await seed(null);
    member = await seed(`lang-${randomUUID().slice(0, 8)}@example.com`);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  interface Case {
    code: ErrorCode;
    choice?: MessageChoice;
    path: () => string;
    init?: () => Promise<RequestInit & { token?: string }>;
  }
  const json = (method: string, body: unknown, token?: string) => async () => ({ method, token, body: JSON.stringify(body) });
  const as = (token: () => Promise<string> | string, method = 'GET') => async () => ({ method, token: await token() });

  const cases: [string, Case][] = [
    ['gateway: an unknown route', { code: 'NOT_FOUND', choice: { variant: 'route', params: { method: 'GET', path: '/api/v2/nothing-here' } }, path: () => '/api/v2/nothing-here' }],
    ['gateway: a query failing its schema', { code: 'VALIDATION_ERROR', path: () => '/api/v2/apps?limit=101' }],
    [
      'gateway: a body that is not JSON (before the cookies are read for the caller)',
      { code: 'VALIDATION_ERROR', choice: { variant: 'json' }, path: () => '/api/v2/apps', init: async () => ({ method: 'POST', token: admin, body: '{"appName": ' }) },
    ],
    ['gateway: a form post without its CSRF token', { code: 'CSRF_TOKEN_INVALID', path: () => '/api/auth/signout', init: async () => ({ method: 'POST', body: 'callbackUrl=%2F', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) }],
    ['identity: a role change for nobody', { code: 'USER_NOT_FOUND', path: () => `/api/v2/users/${randomUUID()}/roles`, init: async () => ({ ...(await json('PUT', { role: 'SELLER', isBizOwner: false })()), token: admin }) }],
    [
      'identity: closing an account that is gone',
      { code: 'USER_NOT_FOUND', choice: { variant: 'noUserInformation' }, path: () => '/api/v2/users/me', init: as(() => mintCallerToken({ ...ADMIN, userId: randomUUID(), role: 'USER' }), 'DELETE') },
    ],
    ['search: the MAU filter without a membership', { code: 'MEMBERSHIP_REQUIRED', path: () => '/api/v2/apps?minmau=1', init: as(() => mintCallerToken(FREE_USER)) }],
    ['catalog: deleting a pattern that is not there', { code: 'NOTHING_TO_DELETE', path: () => `/api/apps/${appId}/${encodeURIComponent('없는 패턴')}`, init: as(() => admin, 'DELETE') }],
    ['catalog: a beta app', { code: 'APP_NOT_RELEASED', path: () => '/api/v2/apps', init: async () => ({ ...(await json('POST', { appName: '베타', type: 'MOBILE', categoryCodes: ['2'], mau: 1, releaseStatus: 'BETA' })()), token: admin }) }],
    ['membership: a group member who is not a user', { code: 'USER_NOT_FOUND', path: () => '/api/v2/users/memberships/groups/validation?email=nobody%40example.com', init: as(() => member) }],
    ['membership: subscribing without an email', { code: 'EMAIL', path: () => '/api/v2/users/memberships', init: async () => ({ ...(await json('POST', { plan: 'PERSONAL_PRO', kind: 'MONTHLY' })()), token: noEmail }) }],
    ['membership: an unknown plan', { code: 'PLAN_INVALID', path: () => '/api/v2/users/memberships', init: async () => ({ ...(await json('POST', { plan: 'GOLD', kind: 'MONTHLY' })()), token: member }) }],
  ];

  /** The same call with the language given four ways. */
  const ways: [string, 'ko' | 'en', (path: string) => string, string | undefined][] = [
    ['nothing (ko)', 'ko', (p) => p, undefined],
    ['?lang=en', 'en', (p) => `${p}${p.includes('?') ? '&' : '?'}lang=en`, undefined],
    ['the lang=en cookie', 'en', (p) => p, 'lang=en'],
    ['?lang=ko over the lang=en cookie', 'ko', (p) => `${p}${p.includes('?') ? '&' : '?'}lang=ko`, 'lang=en'],
    ['an unknown ?lang=fr, falling back to the cookie', 'en', (p) => `${p}${p.includes('?') ? '&' : '?'}lang=fr`, 'lang=en'],
  ];

  it.each(cases)('%s: the msg in the asked language, the catalogue status', async (_name, c) => {
    const status = httpStatusOfKind[ERROR_CATALOGUE[c.code].kind];
    for (const [way, lang, withLang, cookie] of ways) {
      const init = (await c.init?.()) ?? {};
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      const res = await api(stack.url, withLang(c.path()), { ...init, headers });
      expect([way, res.status, res.body?.errorCode, res.body?.msg]).toEqual([way, status, c.code, errorMessage(c.code, lang, c.choice)]);
    }
  });

  it('keeps the zod issues of a validation error as they are, in any language', async () => {
    const body = JSON.stringify({ appName: '', mau: -5 });
    const ko = await api(stack.url, '/api/v2/apps', { method: 'POST', token: admin, body });
    const en = await api(stack.url, '/api/v2/apps?lang=en', { method: 'POST', token: admin, body });
    expect(ko.body.details.issues.map((i: { path: string }) => i.path).sort()).toEqual(['appName', 'mau']);
    expect(en.body.details).toEqual(ko.body.details);
    expect([ko.body.msg, en.body.msg]).toEqual([ERROR_CATALOGUE.VALIDATION_ERROR.ko, ERROR_CATALOGUE.VALIDATION_ERROR.en]);
  });

  it('answers the sign-in page and the session check in Korean unless English is asked for', async () => {
    const page = async (query: string, cookie?: string) =>
      (await fetch(`${stack.url}/api/auth/signin${query}`, { headers: cookie ? { cookie } : {} })).text();
    expect(await page('?error=SessionRequired')).toContain('이 페이지를 보려면 로그인해 주세요.');
    expect(await page('?error=SessionRequired', 'lang=en')).toContain('Please sign in to see this page.');
    expect(await page('?error=constructor&lang=en')).toContain('Unable to sign in.');
    expect(await page('?lang=ko', 'lang=en')).toContain('<html lang="ko">');
  });
});

describe('429 RATE_LIMITED in the request language', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    stack = await startStack({ services: [], gatewayEnv: { RATE_LIMIT_PER_MINUTE: '1' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('is Korean by default and English with the lang cookie, with status 429', async () => {
    await api(stack.url, '/api/v2/nothing-here');
    const ko = await api(stack.url, '/api/v2/nothing-here');
    const en = await api(stack.url, '/api/v2/nothing-here', { headers: { cookie: 'lang=en' } });
    expect([ko.status, ko.body]).toEqual([429, { errorCode: 'RATE_LIMITED', msg: ERROR_CATALOGUE.RATE_LIMITED.ko }]);
    expect([en.status, en.body]).toEqual([429, { errorCode: 'RATE_LIMITED', msg: ERROR_CATALOGUE.RATE_LIMITED.en }]);
  });
});
