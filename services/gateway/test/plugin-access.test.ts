import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorMessage } from '@screenshelf/kit';
import { upsertUser } from '@screenshelf/membership/store.js';
import { Browser, signIn } from './support/browser.js';
import { RED, seedLibrary } from './support/library.js';
import { api, startStack } from './support/stack.js';

type ScreenCard = { imageId: string; appName: string; image: string };
type PatternCard = { patternId: string; appName: string; patternName: string; images: ScreenCard[] };

// The design-tool plugin's REST reads (figma-plugin/): a personal access token is the caller on
// exactly those reads (its user's plan decides what is locked, as on /mcp), and CORS is answered
// for the plugin's iframe (origin `null`) on those reads only, never with credentials.
/** The plugin's reads a token may make in a minute in this stack (each test below stays under it). */
const PER_TOKEN_LIMIT = 10;

describe('the design-tool plugin: REST reads with a personal access token, CORS for its iframe', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let adminToken: string;
  let starterSecret: string;
  let paidSecret: string;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-plugin-'));

  const tokenOf = async (tag: string) => {
    const browser = new Browser();
    const email = `${tag}-${Date.now()}@example.com`;
    await signIn(browser, stack.url, { email, name: tag });
    const { user } = (await (await browser.fetch(`${stack.url}/api/auth/session`)).json()) as { user: { id: string; role: string } };
    await upsertUser(stack.membership.pool, { id: user.id, email, name: tag, role: user.role });
    const res = await browser.fetch(`${stack.url}/api/v2/users/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `${tag} plugin` }),
    });
    return { secret: ((await res.json()) as { data: { secret: string } }).data.secret, userId: user.id };
  };

  /** A read as the plugin's iframe makes it: origin `null`, the token, no cookies. */
  const pluginGet = (pathAndQuery: string, secret?: string) =>
    api(stack.url, pathAndQuery, { headers: { origin: 'null', ...(secret && { authorization: `Bearer ${secret}` }) } });

  beforeAll(async () => {
    // A stack of its own: it reads a library of its own with limits of its own.
    stack = await startStack({
      env: { CATALOG_STORAGE_DIR: uploads },
      services: ['catalog', 'search', 'membership'],
      gatewayEnv: { PLUGIN_PER_MINUTE_TOKEN: String(PER_TOKEN_LIMIT) },
    });
    ({ adminToken } = await seedLibrary(stack.url));
    starterSecret = (await tokenOf('starter')).secret;
    const paid = await tokenOf('paid');
    paidSecret = paid.secret;
    const marked = await api(stack.url, `/api/v2/users/memberships/admin/free-users/${paid.userId}`, { method: 'POST', token: adminToken, body: JSON.stringify({ isFree: true }) });
    expect(marked.status).toBe(200);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("a Starter's token: the free window with the rest counted as locked, the paid filters refused", async () => {
    const screens = await pluginGet('/api/v2/apps/images?type=MOBILE&limit=50', starterSecret);
    expect(screens.status).toBe(200);
    expect(screens.headers.get('access-control-allow-origin')).toBe('null');
    expect(screens.headers.get('access-control-allow-credentials')).toBeNull();
    expect([...new Set((screens.body.data as ScreenCard[]).map((s) => s.appName))].sort()).toEqual(['배달의민족', '카카오뱅크', '카카오톡']);
    expect(screens.body.locked).toMatchObject({ apps: 2, screens: 3 });

    for (const query of [`color=${encodeURIComponent(RED)}`, 'minmau=1000000']) {
      const refused = await pluginGet(`/api/v2/apps/images?${query}`, starterSecret);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errorCode: 'MEMBERSHIP_REQUIRED', msg: expect.any(String) });
      expect(refused.headers.get('access-control-allow-origin')).toBe('null');
    }
  });

  it("a paid member's token: the whole library, the paid filters, whole patterns and the codes", async () => {
    const screens = await pluginGet('/api/v2/apps/images?type=MOBILE&limit=50', paidSecret);
    expect(new Set((screens.body.data as ScreenCard[]).map((s) => s.appName))).toEqual(new Set(['토스', '당근', '배달의민족', '카카오뱅크', '카카오톡']));
    expect(screens.body.locked).toBeUndefined();
    const red = await pluginGet(`/api/v2/apps/images?type=MOBILE&color=${encodeURIComponent(RED)}`, paidSecret);
    expect(new Set((red.body.data as ScreenCard[]).map((s) => s.appName))).toEqual(new Set(['토스', '배달의민족']));

    const patterns = await pluginGet('/api/v2/apps/patterns?type=MOBILE&patternCodes=137&limit=10', paidSecret);
    expect(patterns.status).toBe(200);
    const chat = (patterns.body.data as PatternCard[]).find((p) => p.appName === '카카오톡')!;
    expect(chat.patternName).toBe('채팅');
    expect(chat.images).toHaveLength(2);

    const codes = await pluginGet('/api/v2/codes?type=PATTERN&lang=en', paidSecret);
    expect(codes.status).toBe(200);
    expect(codes.headers.get('access-control-allow-origin')).toBe('null');
    expect(Array.isArray(codes.body.data)).toBe(true);

    // The screen files behind the signed links are read by the iframe too.
    const file = await fetch(`${stack.url}${(screens.body.data as ScreenCard[])[0]!.image}`, { headers: { origin: 'null' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('access-control-allow-origin')).toBe('null');
  });

  it('answers the preflight of the plugin reads for origin null only', async () => {
    const preflight = (p: string, origin = 'null') =>
      fetch(`${stack.url}${p}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    const ok = await preflight('/api/v2/apps/images?keyword=a');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('null');
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET');
    expect(ok.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('authorization');
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();

    for (const [p, origin] of [
      ['/api/v2/apps/images', 'https://elsewhere.example'],
      ['/api/v2/users/tokens', 'null'],
      ['/api/v2/apps', 'null'],
    ] as const) {
      const refused = await preflight(p, origin);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    }
    // Other reads and other origins keep the same-origin policy.
    const other = await api(stack.url, '/api/v2/apps?type=MOBILE', { headers: { origin: 'null' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const elsewhere = await api(stack.url, '/api/v2/apps/images', { headers: { origin: 'https://elsewhere.example' } });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('limits reads per token: past the limit a 429 the plugin can read, other tokens and visitors unaffected', async () => {
    const busy = (await tokenOf('busy')).secret;
    for (let i = 0; i < PER_TOKEN_LIMIT; i++) expect((await pluginGet('/api/v2/codes?type=PATTERN', busy)).status).toBe(200);
    const refused = await pluginGet('/api/v2/apps/images?type=MOBILE', busy);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errorCode: 'RATE_LIMITED', msg: errorMessage('RATE_LIMITED', 'ko') });
    expect(refused.headers.get('access-control-allow-origin')).toBe('null');
    expect((await pluginGet('/api/v2/apps/images?type=MOBILE', paidSecret)).status).toBe(200);
    expect((await pluginGet('/api/v2/apps/images?type=MOBILE')).status).toBe(200);
  });

  it('a wrong token is a 401 the plugin can read; a token is no caller on any other operation', async () => {
    const wrong = await pluginGet('/api/v2/apps/images', `ssp_${'x'.repeat(43)}`);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ errorCode: 'ACCESS_TOKEN_INVALID', msg: errorMessage('ACCESS_TOKEN_INVALID', 'ko') });
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer realm="screenshelf", error="invalid_token"');
    expect(wrong.headers.get('access-control-allow-origin')).toBe('null');

    // Without a token the reads are a visitor's.
    const visitor = await pluginGet('/api/v2/apps/images?type=MOBILE&limit=50');
    expect(visitor.status).toBe(200);

    // A token cannot create tokens, read bookmarks or anything else a session can.
    const created = await api(stack.url, '/api/v2/users/tokens', { method: 'POST', token: starterSecret, body: JSON.stringify({ name: 'more' }) });
    expect(created.status).toBe(401);
    const bookmarks = await api(stack.url, '/api/v2/users/bookmarks/images', { token: starterSecret });
    expect(bookmarks.status).toBe(401);
  });
});
