import { createHash } from 'node:crypto';
import { createRedis } from '@screenshelf/kit';
import { FREE_USER, mintCallerToken, PAID_USER, uniqueName } from '@screenshelf/kit/testing';
import { gatewayConfig } from '../src/config.js';
import { startGateway } from '../src/service.js';
import { Browser, csrfToken, form, signIn } from './support/browser.js';
import { freePort, startStack } from './support/stack.js';

const OTHER_DEVICE_EN = 'You were logged out because you signed in on another device';
const OTHER_DEVICE_KO = '다른 기기에서 로그인하여 로그아웃되었습니다.';
const SESSION = 'authjs.session-token';

describe('sign-in through the OpenID provider (Auth.js routes)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let url: string;
  beforeAll(async () => {
    // The tests here sign in some 40 times within a minute from one address (the default allows 30).
    // A stack of its own: it tests the sign-in limits.
    stack = await startStack({ services: [], gatewayEnv: { SIGN_IN_PER_MINUTE_IP: '200' } });
    url = stack.url;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('signs in without a browser: provider page, form, callback, session cookie, profile stored', async () => {
    const browser = new Browser();
    const result = await signIn(browser, url, { email: 'Mina@Example.com', name: '김민아' }, '/membership');
    expect(result.landedOn).toBe(`${url}/membership`);
    expect(result.visited.some((u) => u.startsWith(stack.devOidc.issuer))).toBe(true);

    const token = browser.cookie(url, SESSION);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = await (await browser.fetch(`${url}/api/auth/session`)).json();
    expect(session).toMatchObject({
      user: { email: 'mina@example.com', name: '김민아', role: 'USER', emailVerified: true, isBizOwner: false },
      expires: expect.any(String),
    });
    expect(session.user.image).toMatch(/^https:\/\//);
    expect(new Date(session.expires).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const check = await (await browser.fetch(`${url}/api/auth/session-check`)).json();
    expect(check).toEqual({ ok: true, isValid: true, message: '' });

    // Only the token's sha256 is stored.
    const { rows } = await stack.identity.pool.query('SELECT token_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [
      'mina@example.com',
    ]);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].token_hash).equals(createHash('sha256').update(token!).digest())).toBe(true);
  });

  it('ends the first session when the same account signs in on another device', async () => {
    const laptop = new Browser();
    const phone = new Browser();
    await signIn(laptop, url, { email: 'one-person@example.com', name: 'One' });
    const laptopToken = laptop.cookie(url, SESSION)!;
    // Valid, checked again and again (nothing remembers this answer past the next sign-in)…
    for (let i = 0; i < 3; i++) expect((await (await new Browser({ [SESSION]: laptopToken }).fetch(`${url}/api/auth/session-check`)).json()).isValid).toBe(true);
    await signIn(phone, url, { email: 'one-person@example.com', name: 'One' });
    // …and ended at the very next check after the sign-in elsewhere.

    const korean = await new Browser({ [SESSION]: laptopToken, lang: 'ko' }).fetch(`${url}/api/auth/session-check`);
    expect(await korean.json()).toEqual({ ok: true, isValid: false, message: OTHER_DEVICE_KO });
    const viaQuery = await new Browser({ [SESSION]: laptopToken }).fetch(`${url}/api/auth/session-check?lang=ko`);
    expect((await viaQuery.json()).message).toBe(OTHER_DEVICE_KO);

    const byDefault = await new Browser({ [SESSION]: laptopToken }).fetch(`${url}/api/auth/session-check`);
    expect((await byDefault.json()).message).toBe(OTHER_DEVICE_KO);
    const english = await laptop.fetch(`${url}/api/auth/session-check?lang=en`);
    expect(await english.json()).toEqual({ ok: true, isValid: false, message: OTHER_DEVICE_EN });
    // The ended session's cookie is cleared, and the laptop is a visitor again.
    expect(laptop.cookie(url, SESSION)).toBeUndefined();
    expect(await (await laptop.fetch(`${url}/api/auth/session`)).json()).toEqual({});

    expect(await (await phone.fetch(`${url}/api/auth/session-check`)).json()).toEqual({ ok: true, isValid: true, message: '' });
    const { rows } = await stack.identity.pool.query(
      `SELECT end_reason FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'one-person@example.com' ORDER BY s.created_at`,
    );
    expect(rows.map((r) => r.end_reason)).toEqual(['SIGNED_IN_ELSEWHERE', null]);
  });

  describe("the session check reads identity's session mirror (Redis)", () => {
    const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    afterAll(() => redis.disconnect());
    const keyOf = (token: string) => `identity:session:${createHash('sha256').update(token).digest('hex')}`;
    const check = async (token: string) => (await new Browser({ [SESSION]: token, lang: 'en' }).fetch(`${url}/api/auth/session-check`)).json();

    it('holds a signed-in session under its hash, and the check answers from it', async () => {
      const browser = new Browser();
      await signIn(browser, url, { email: 'mirrored@example.com' });
      const token = browser.cookie(url, SESSION)!;
      expect(await redis.get(keyOf(token))).toMatch(/^v\|[0-9a-f-]{36}\|\d+$/);
      expect(await check(token)).toEqual({ ok: true, isValid: true, message: '' });
      // An end the mirror holds is what the check answers (identity is not asked).
      await redis.set(keyOf(token), 'x|SIGNED_IN_ELSEWHERE', 'EX', 60);
      expect(await check(token)).toEqual({ ok: true, isValid: false, message: OTHER_DEVICE_EN });
    });

    it('asks identity when the mirror lost a session (Redis flushed), and writes it back', async () => {
      const browser = new Browser();
      await signIn(browser, url, { email: 'mirror-lost@example.com' });
      const token = browser.cookie(url, SESSION)!;
      await redis.del(keyOf(token));
      expect(await check(token)).toEqual({ ok: true, isValid: true, message: '' });
      expect(await redis.get(keyOf(token))).toMatch(/^v\|/);
      // Ended by a sign-in elsewhere, then lost from the mirror: Postgres still says so, and the end is written back.
      await signIn(new Browser(), url, { email: 'mirror-lost@example.com' });
      expect(await redis.get(keyOf(token))).toBe('x|SIGNED_IN_ELSEWHERE');
      await redis.del(keyOf(token));
      expect(await check(token)).toEqual({ ok: true, isValid: false, message: OTHER_DEVICE_EN });
      expect(await redis.get(keyOf(token))).toBe('x|SIGNED_IN_ELSEWHERE');
    });

    it('ends the session in the mirror on sign-out and when the account is closed', async () => {
      const leaving = new Browser();
      await signIn(leaving, url, { email: 'mirror-signout@example.com' });
      const token = leaving.cookie(url, SESSION)!;
      await leaving.fetch(`${url}/api/auth/signout`, form({ csrfToken: await csrfToken(leaving, url), callbackUrl: '/', json: 'true' }));
      expect(await redis.get(keyOf(token))).toBe('x|UNKNOWN');
      expect((await check(token)).isValid).toBe(false);

      const closing = new Browser();
      await signIn(closing, url, { email: 'mirror-closed@example.com' });
      const closed = closing.cookie(url, SESSION)!;
      expect((await closing.fetch(`${url}/api/v2/users/me`, { method: 'DELETE' })).status).toBe(200);
      expect(await redis.get(keyOf(closed))).toBe('x|UNKNOWN');
      expect((await check(closed)).isValid).toBe(false);
    });
  });

  it('answers a visitor session-check as not valid without a message, and a signed-out session as ended', async () => {
    expect(await (await fetch(`${url}/api/auth/session-check`)).json()).toEqual({ ok: true, isValid: false, message: '' });
    const browser = new Browser();
    await signIn(browser, url, { email: 'leaving@example.com' });
    const token = browser.cookie(url, SESSION)!;
    const signedOut = await browser.fetch(`${url}/api/auth/signout`, form({ csrfToken: await csrfToken(browser, url), callbackUrl: '/', json: 'true' }));
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ url: '/' });
    expect(browser.cookie(url, SESSION)).toBeUndefined();
    const check = await new Browser({ [SESSION]: token }).fetch(`${url}/api/auth/session-check`);
    expect(await check.json()).toEqual({ ok: true, isValid: false, message: '세션이 만료되었습니다. 다시 로그인해 주세요.' });
  });

  it('sets the session cookie httpOnly and SameSite=Lax, not Secure over http', async () => {
    const browser = new Browser();
    const token = await csrfToken(browser, url);
    const started = await browser.fetch(`${url}/api/auth/signin/google`, form({ csrfToken: token, callbackUrl: '/' }));
    expect(started.status).toBe(302);
    expect(started.headers.get('location')).toMatch(new RegExp(`^${stack.devOidc.issuer}/auth\\?`));
    const authorize = new URL(started.headers.get('location')!);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${url}/api/auth/callback/google`);
    const flowCookie = started.headers.getSetCookie().find((c) => c.startsWith('authjs.signin-flow='))!;
    expect(flowCookie).toMatch(/HttpOnly/);
    expect(flowCookie).toMatch(/SameSite=Lax/);

    const page = await browser.follow(started.headers.get('location')!);
    const action = (await page.response.text()).match(/action="([^"]+)"/)![1]!;
    const back = await browser.follow(new URL(action, page.url).href, form({ email: 'cookie@example.com', name: 'C' }));
    expect(back.url).toBe(`${url}/`);
    const sessionCookie = browser.setCookies.find((c) => c.startsWith(`${SESSION}=`))!;
    expect(sessionCookie).toMatch(/; HttpOnly/);
    expect(sessionCookie).toMatch(/; SameSite=Lax/);
    expect(sessionCookie).toMatch(/; Path=\//);
    expect(sessionCookie).toMatch(/; Expires=/);
    expect(sessionCookie).not.toMatch(/Secure/);
    const callback = await fetch(browser.visited.find((u) => u.includes('/api/auth/callback/google'))!, { redirect: 'manual' });
    expect(callback.status).toBe(302); // replayed without the flow cookie: refused
    expect(callback.headers.get('location')).toBe('/api/auth/signin?error=Callback');
  });

  it('refuses a replayed or forged callback and sends the browser to the sign-in page with error=Callback', async () => {
    const browser = new Browser();
    await browser.fetch(`${url}/api/auth/signin/google`, form({ csrfToken: await csrfToken(browser, url), callbackUrl: '/' }));
    const forged = await browser.fetch(`${url}/api/auth/callback/google?code=made-up&state=wrong&iss=${encodeURIComponent(stack.devOidc.issuer)}`);
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/api/auth/signin?error=Callback');
    expect(browser.cookie(url, SESSION)).toBeUndefined();
  });

  describe('CSRF double-submit on every form post', () => {
    const posts = [
      ['POST /api/auth/signin/google', '/api/auth/signin/google'],
      ['POST /api/auth/signout', '/api/auth/signout'],
    ] as const;

    it.each(posts)('%s refuses a post without a csrfToken, a token without its cookie, and a mismatched token', async (_name, path) => {
      const browser = new Browser();
      const token = await csrfToken(browser, url);
      const missing = await browser.fetch(`${url}${path}`, form({ callbackUrl: '/', json: 'true' }));
      expect(missing.status).toBe(403);
      expect(await missing.json()).toMatchObject({ errorCode: 'CSRF_TOKEN_INVALID' });
      const noCookie = await fetch(`${url}${path}`, { ...form({ csrfToken: token, callbackUrl: '/', json: 'true' }), redirect: 'manual' });
      expect(noCookie.status).toBe(403);
      const wrong = await browser.fetch(`${url}${path}`, form({ csrfToken: 'a'.repeat(token.length), callbackUrl: '/', json: 'true' }));
      expect(wrong.status).toBe(403);
    });

    it('refuses a forged CSRF cookie (hash not made with the secret)', async () => {
      const browser = new Browser({ 'authjs.csrf-token': `${'b'.repeat(64)}|${'0'.repeat(64)}` });
      const res = await browser.fetch(`${url}/api/auth/signin/google`, form({ csrfToken: 'b'.repeat(64), callbackUrl: '/', json: 'true' }));
      expect(res.status).toBe(403);
    });

    it('keeps the session when sign-out is posted without a valid token, and POST session needs one too', async () => {
      const browser = new Browser();
      await signIn(browser, url, { email: 'csrf-victim@example.com' });
      const forged = await browser.fetch(`${url}/api/auth/signout`, form({ csrfToken: 'forged', callbackUrl: '/' }));
      expect(forged.status).toBe(403);
      expect((await (await browser.fetch(`${url}/api/auth/session-check`)).json()).isValid).toBe(true);

      const noToken = await browser.fetch(`${url}/api/auth/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(noToken.status).toBe(403);
      const updated = await browser.fetch(`${url}/api/auth/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ csrfToken: await csrfToken(browser, url), data: {} }),
      });
      expect(updated.status).toBe(200);
      expect(await updated.json()).toMatchObject({ user: { email: 'csrf-victim@example.com' }, expires: expect.any(String) });
    });
  });

  describe('callbackUrl and providers', () => {
    it.each(['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', `http://127.0.0.1:1/elsewhere`])(
      'refuses the foreign callbackUrl %s',
      async (callbackUrl) => {
        const browser = new Browser();
        const res = await browser.fetch(`${url}/api/auth/signin/google`, form({ csrfToken: await csrfToken(browser, url), callbackUrl, json: 'true' }));
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ errorCode: 'INVALID_CALLBACK_URL' });
        const out = await browser.fetch(`${url}/api/auth/signout`, form({ csrfToken: await csrfToken(browser, url), callbackUrl, json: 'true' }));
        expect(out.status).toBe(400);
      },
    );

    it('takes a callbackUrl on its own origin and sends the browser there after sign-in', async () => {
      const result = await signIn(new Browser(), url, { email: 'origin@example.com' }, `${url}/membership?tab=plans`);
      expect(result.landedOn).toBe(`${url}/membership?tab=plans`);
    });

    it('keeps a same-origin callbackUrl a path of this site, never scheme-relative', async () => {
      // The site's origin in capitals with a doubled slash: a path of this site, not //evil.example.
      const shouting = `${url.toUpperCase()}//evil.example/x`;
      const browser = new Browser();
      const out = await browser.fetch(`${url}/api/auth/signout`, form({ csrfToken: await csrfToken(browser, url), callbackUrl: shouting, json: 'true' }));
      expect(await out.json()).toEqual({ url: '/evil.example/x' });
      const page = await (await browser.fetch(`${url}/api/auth/signin?callbackUrl=${encodeURIComponent(shouting)}`)).text();
      expect(page).toContain('name="callbackUrl" value="/evil.example/x"');
      const foreign = await (await browser.fetch(`${url}/api/auth/signin?callbackUrl=${encodeURIComponent('/\\evil.example')}`)).text();
      expect(foreign).toContain('name="callbackUrl" value="/"');
    });

    it.each(['google', '__proto__', 'constructor', 'toString'])(
      'answers a sign-in callback for %s posted without a body with the sign-in page, never a 500',
      async (provider) => {
        const res = await fetch(`${url}/api/auth/callback/${provider}`, { method: 'POST', redirect: 'manual' });
        expect(res.status).toBe(302);
        expect(res.headers.get('location')).toBe('/api/auth/signin?error=Callback');
        const signin = await fetch(`${url}/api/auth/signin/${provider}`, { method: 'POST', redirect: 'manual' });
        expect(signin.status).toBe(403);
        expect(await signin.json()).toMatchObject({ errorCode: 'CSRF_TOKEN_INVALID', msg: expect.any(String) });
      },
    );

    it('sends an unknown provider to the sign-in page', async () => {
      const browser = new Browser();
      const res = await browser.fetch(`${url}/api/auth/signin/github`, form({ csrfToken: await csrfToken(browser, url), callbackUrl: '/membership' }));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/api/auth/signin?callbackUrl=%2Fmembership');
    });

    it('lists the google provider and serves the sign-in page with error, callbackUrl and the terms line', async () => {
      const providers = await (await fetch(`${url}/api/auth/providers`)).json();
      expect(providers).toEqual({
        google: { id: 'google', name: 'Google', type: 'oidc', signinUrl: `${url}/api/auth/signin/google`, callbackUrl: `${url}/api/auth/callback/google` },
      });
      const browser = new Browser();
      const page = await browser.fetch(`${url}/api/auth/signin?error=SessionRequired&callbackUrl=%2Fmembership`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('data-error="SessionRequired"');
      expect(html).toContain('name="callbackUrl" value="/membership"');
      expect(html).toContain('로그인하면 개인정보처리방침과 이용약관에 동의하게 됩니다.');
      const token = html.match(/name="csrfToken" value="([^"]+)"/)![1];
      expect(browser.cookie(url, 'authjs.csrf-token')?.startsWith(`${token}|`)).toBe(true);
      const english = await (await fetch(`${url}/api/auth/signin?lang=en`)).text();
      expect(english).toContain('By signing in you agree to the privacy policy and the terms of service.');
    });

    it('sends a visitor on a page that needs a session to sign-in with error=SessionRequired', async () => {
      const visitor = await fetch(`${url}/admin/users?tab=1`, { redirect: 'manual' });
      expect(visitor.status).toBe(302);
      // The web app's sign-in page, in the site's layout (issue 27), not the bare /api/auth/signin.
      expect(visitor.headers.get('location')).toBe('/signin?error=SessionRequired&callbackUrl=%2Fadmin%2Fusers%3Ftab%3D1');
      const browser = new Browser();
      await signIn(browser, url, { email: 'pages@example.com' });
      expect((await browser.fetch(`${url}/seller`)).status).not.toBe(302);
    });

    it('accepts client logs on POST _log', async () => {
      const res = await fetch(`${url}/api/auth/_log`, { ...form({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'x' }) });
      expect(res.status).toBe(200);
    });
  });

  describe('signed-in changes from another site (Origin, then Referer)', () => {
    const signedIn = async (email: string) => {
      const browser = new Browser();
      await signIn(browser, url, { email });
      return browser;
    };
    const signOut = async (browser: Browser, headers: Record<string, string>) =>
      browser.fetch(`${url}/api/auth/signout`, {
        ...form({ csrfToken: await csrfToken(browser, url), callbackUrl: '/', json: 'true' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const stillSignedIn = async (browser: Browser) => (await (await browser.fetch(`${url}/api/auth/session`)).json()).user !== undefined;

    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['an opaque Origin (null)', { origin: 'null' }],
      ['a foreign Referer and no Origin', { referer: 'https://evil.example/page' }],
      ['a look-alike origin', { origin: `${url}.evil.example` }],
    ])('refuses a signed-in change with %s: 403 CROSS_SITE_REQUEST, nothing changed', async (_what, headers) => {
      const browser = await signedIn(`origin-${uniqueName('x')}@example.com`);
      const res = await signOut(browser, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ errorCode: 'CROSS_SITE_REQUEST', msg: '다른 사이트에서 보낸 요청은 처리하지 않습니다. Screenshelf 화면에서 다시 시도해 주세요.' });
      expect(await stillSignedIn(browser)).toBe(true);
      // A JSON write under /api/v2 is refused the same way, in the caller's language.
      const like = await browser.fetch(`${url}/api/v2/likes/app/x?lang=en`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: '{"liked":true}' });
      expect(like.status).toBe(403);
      expect(await like.json()).toEqual({ errorCode: 'CROSS_SITE_REQUEST', msg: 'Requests sent from another site are not accepted. Try again from Screenshelf itself.' });
    });

    it.each([
      ['its own Origin', () => ({ origin: url })],
      ['its own Referer', () => ({ referer: `${url}/membership` })],
      ['neither header (not a browser)', () => ({})],
    ])('takes a signed-in change with %s', async (_what, headers) => {
      const browser = await signedIn(`origin-${uniqueName('y')}@example.com`);
      const res = await signOut(browser, headers());
      expect(res.status).toBe(200);
      expect(await stillSignedIn(browser)).toBe(false);
    });

    it('does not check callers without the session cookie, nor bearer callers', async () => {
      const visitor = new Browser();
      const res = await visitor.fetch(`${url}/api/auth/signout`, {
        ...form({ csrfToken: await csrfToken(visitor, url), callbackUrl: '/', json: 'true' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      });
      expect(res.status).toBe(200);
      const bearer = await fetch(`${url}/api/v2/likes/app/x`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${await mintCallerToken(FREE_USER)}`, 'content-type': 'application/json', origin: 'https://evil.example', cookie: `${SESSION}=x` },
        body: '{"liked":true}',
      });
      expect(await bearer.json()).not.toMatchObject({ errorCode: 'CROSS_SITE_REQUEST' });
    });
  });

  describe('rate limits in Redis', () => {
    let strict: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      const port = await freePort();
      strict = await startGateway(
        gatewayConfig({
          ...process.env,
          LOG_LEVEL: 'silent',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          IDENTITY_ADDR: `127.0.0.1:${stack.identity.port}`,
          MEMBERSHIP_ADDR: '127.0.0.1:1',
          AUTH_RATE_LIMIT_PREFIX: `rl:${uniqueName('strict')}:`,
          SIGN_IN_PER_MINUTE_IP: '2',
          SESSION_CHECK_PER_MINUTE_IP: '5',
          SESSION_CHECK_PER_MINUTE_USER: '2',
        }),
      );
    });
    afterAll(async () => {
      await strict?.stop();
    });

    it('limits sign-in per IP', async () => {
      const browser = new Browser();
      const token = await csrfToken(browser, strict.url);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await browser.fetch(`${strict.url}/api/auth/signin/google`, form({ csrfToken: token, callbackUrl: '/', json: 'true' }))).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('limits session-check per user, and per IP for callers without a valid session', async () => {
      const user = await mintCallerToken(FREE_USER);
      const check = (token?: string) =>
        fetch(`${strict.url}/api/auth/session-check`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then((r) => r.status);
      expect([await check(user), await check(user), await check(user)]).toEqual([200, 200, 429]);
      // Another user has their own allowance.
      const other = await mintCallerToken(PAID_USER);
      expect([await check(other), await check(other)]).toEqual([200, 200]);
      // Without a session the address's (5 a minute) counts; the signed-in checks above did not spend it.
      const visitor = [];
      for (let i = 0; i < 6; i++) visitor.push(await check());
      expect(visitor).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
