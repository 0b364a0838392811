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
  let seeded: Awaited<ReturnType<typeof seedLibrary>>;
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
    return { secret: ((await res.json()) as { data: { secret: string } }).data.secret, userId: user.id, browser };
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
    seeded = await seedLibrary(stack.url);
    ({ adminToken } = seeded);
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

  it("flows and boards (issue 30): a Starter's token reads the flows, its boards and their apps as its plan allows, and nothing more", async () => {
    const { secret, browser } = await tokenOf('boards');
    const { apps } = seeded;
    const flowOf = async (app: string, imageIds: string[]) => {
      const created = await api(stack.url, `/api/v2/apps/${apps[app]}/flows`, {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ name: '둘러보기', nameEn: 'Tour', patternCode: '104', steps: imageIds.map((imageId, i) => ({ imageId, label: `${i + 1}단계`, labelEn: `Step ${i + 1}` })) }),
      });
      expect(created.status).toBe(201);
      return created.body.flowId as string;
    };
    const imageIdsOf = async (app: string) =>
      ((await api(stack.url, `/api/apps/${apps[app]}`, { token: adminToken })).body.data.patterns as PatternCard[]).flatMap((p) => p.images.map((i) => i.imageId));
    // kakaotalk is in the free window, toss is not.
    const openFlow = await flowOf('kakaotalk', await imageIdsOf('kakaotalk'));
    const tossScreens = await imageIdsOf('toss');
    const hiddenFlow = await flowOf('toss', tossScreens);

    const write = (p: string, body: unknown) => browser.fetch(`${stack.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const board = (await (await write('/api/v2/collections', { name: 'Plugin board' })).json()) as { collectionId: string };
    for (const [targetType, targetId] of [['FLOW', openFlow], ['APP', apps.kakaotalk]] as const)
      expect((await write(`/api/v2/collections/${board.collectionId}/items`, { targetType, targetId })).status).toBe(200);
    // What a Starter may not open never goes on their board (a lapsed member's locked items: collections.test.ts).
    for (const [targetType, targetId] of [['FLOW', hiddenFlow], ['IMAGE', tossScreens[0]!]] as const)
      expect((await write(`/api/v2/collections/${board.collectionId}/items`, { targetType, targetId })).status).toBe(403);

    const flows = await pluginGet('/api/v2/flows?type=MOBILE&limit=50', secret);
    expect(flows.status).toBe(200);
    expect(flows.headers.get('access-control-allow-origin')).toBe('null');
    expect((flows.body.data as { flowId: string }[]).map((f) => f.flowId)).toEqual([openFlow]);
    expect(flows.body.locked).toEqual({ count: 1 });
    const ofApp = await pluginGet(`/api/v2/apps/${apps.kakaotalk}/flows`, secret);
    expect((ofApp.body.data as { flowId: string }[]).map((f) => f.flowId)).toEqual([openFlow]);
    const hidden = await pluginGet(`/api/v2/flows/${hiddenFlow}`, secret);
    expect(hidden.status).toBe(403);
    expect(hidden.body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect(hidden.headers.get('access-control-allow-origin')).toBe('null');

    const boards = await pluginGet('/api/v2/collections', secret);
    expect(boards.status).toBe(200);
    expect((boards.body.data as { collectionId: string }[]).map((b) => b.collectionId)).toContain(board.collectionId);
    const detail = await pluginGet(`/api/v2/collections/${board.collectionId}`, secret);
    expect((detail.body.items as { targetType: string; locked: boolean }[]).map((i) => [i.targetType, i.locked])).toEqual([
      ['FLOW', false],
      ['APP', false],
    ]);
    // An app on a board: its first screens and the patterns that name them.
    const app = await pluginGet(`/api/apps/${apps.kakaotalk}`, secret);
    expect(app.status).toBe(200);
    expect(app.headers.get('access-control-allow-origin')).toBe('null');
    expect(app.body.data.screens.length).toBeGreaterThan(0);

    // Not a plugin read: the legacy paths beside /api/apps/{id}, the board's writes, a shared board.
    const mauRange = await pluginGet('/api/apps/maurange?type=MOBILE', secret);
    expect(mauRange.status).toBe(401);
    expect(mauRange.headers.get('access-control-allow-origin')).toBeNull();
    const shared = await pluginGet('/api/v2/shared/collections/nothing');
    expect(shared.headers.get('access-control-allow-origin')).toBeNull();
    const created = await api(stack.url, '/api/v2/collections', { method: 'POST', token: secret, headers: { origin: 'null' }, body: JSON.stringify({ name: 'no' }) });
    expect(created.status).toBe(401);
  });

  it('answers the preflight of the plugin reads for origin null only', async () => {
    const preflight = (p: string, origin = 'null') =>
      fetch(`${stack.url}${p}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    for (const p of ['/api/v2/flows', '/api/v2/collections/c1', '/api/apps/a1']) expect([p, (await preflight(p)).headers.get('access-control-allow-origin')]).toEqual([p, 'null']);
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
      ['/api/apps/maurange', 'null'],
      ['/api/v2/shared/collections/x', 'null'],
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
