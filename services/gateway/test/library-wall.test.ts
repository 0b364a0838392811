import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN, FREE_USER, PAID_USER, mintCallerToken } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';
import { seedLibrary } from './support/library.js';

type Card = { appId: string; appName: string; images?: unknown[] };

// The free tier's wall (issue 14): a browse answer tells a caller who does not see the whole library
// how many apps and screens the same filters match beyond their window; paid callers get no `locked`.
// Over the seeded library: free callers see baemin, kakaobank, kakaotalk (mobile) and the three
// websites; toss (2 screens, category 1), karrot (1 screen, category 2) and musinsa are hidden.
describe('the free tier wall: locked counts in browse answers', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let paid: string;
  let free: string;
  let admin: string;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  const get = (p: string, token?: string) => api(stack.url, p, { token });

  beforeAll(async () => {
    // A stack of its own: the wall counts a library of its own.
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads } });
    await seedLibrary(stack.url);
    paid = await mintCallerToken(PAID_USER);
    free = await mintCallerToken(FREE_USER);
    admin = await mintCallerToken(ADMIN);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  /** What the wall should say: the paid answer minus the free one, counted by hand. */
  async function expected(query: string) {
    const apps = async (token?: string) => (await get(`/api/v2/apps?limit=100&${query}`, token)).body.data as Card[];
    const screens = async (token?: string) => (await get(`/api/v2/apps/images?limit=100&${query}`, token)).body.data as Card[];
    const [allApps, freeApps, allScreens, freeScreens] = await Promise.all([apps(paid), apps(free), screens(paid), screens(free)]);
    const freeAppIds = new Set(freeApps.map((a) => a.appId));
    const lockedScreens = allScreens.filter((s) => !freeAppIds.has(s.appId));
    expect(freeScreens.every((s) => freeAppIds.has(s.appId))).toBe(true);
    return {
      apps: allApps.length - freeApps.length,
      screens: lockedScreens.length,
      screenApps: new Set(lockedScreens.map((s) => s.appId)).size,
    };
  }

  it('counts the apps and screens outside a free caller’s window, for the same filters', async () => {
    for (const query of ['type=MOBILE', 'type=MOBILE&categoryCodes=1', 'type=MOBILE&categoryCodes=2', 'type=WEBSITE']) {
      const want = await expected(query);
      for (const token of [free, undefined]) {
        const apps = await get(`/api/v2/apps?limit=1&${query}`, token);
        expect(apps.status).toBe(200);
        expect(apps.body.locked).toMatchObject({ apps: want.apps, screens: want.screens });
        const screens = await get(`/api/v2/apps/images?limit=1&${query}`, token);
        expect(screens.body.locked).toMatchObject({ apps: want.screenApps, screens: want.screens });
        expect(screens.body.locked.previews).toHaveLength(Math.min(4, want.screens));
        const patterns = await get(`/api/v2/apps/patterns?limit=1&${query}`, token);
        expect(patterns.body.locked).toMatchObject({ apps: want.screenApps, screens: want.screens });
      }
    }
    // The seed has hidden mobile apps: the wall is not empty there.
    expect((await get('/api/v2/apps?type=MOBILE', free)).body.locked.apps).toBeGreaterThanOrEqual(2);
  });

  it('shows what is locked when the filters match only locked items, instead of a bare empty answer', async () => {
    // Category 2 holds only karrot (hidden from free callers).
    const answer = await get('/api/v2/apps/images?type=MOBILE&categoryCodes=2', free);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.locked.screens).toBeGreaterThan(0);
    expect(answer.body.locked.apps).toBe(1);
  });

  it('offers blurred previews of locked screens at opaque links cached for good, never the screens themselves', async () => {
    const karrot = ((await get('/api/v2/apps/images?type=MOBILE&categoryCodes=2', paid)).body.data as { image: string }[])[0]!.image;
    const original = karrot.replace(/\?.*$/, '');
    expect(original).toMatch(/^\/uploads\/screens\/karrot\/.+\.png$/);
    const answer = await get('/api/v2/apps/images?type=MOBILE&categoryCodes=2', free);
    const [preview] = answer.body.locked.previews as string[];
    // An opaque link, content-addressed (no signature): nothing in it names the app or the screen.
    expect(preview).toMatch(/^\/uploads\/blur\/[\w-]{40,}\.webp$/);
    expect(JSON.stringify(answer.body)).not.toContain(original);
    expect(JSON.stringify(answer.body)).not.toContain('karrot');
    const blur = await fetch(stack.url + preview);
    expect(blur.status).toBe(200);
    expect(blur.headers.get('content-type')).toBe('image/webp');
    expect(blur.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await blur.arrayBuffer());
    const screen = Buffer.from(await (await fetch(stack.url + karrot)).arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
    expect(bytes.equals(screen)).toBe(false);
    // The same preview again (made once, then served from storage), while the screen itself still needs a signed link.
    expect(Buffer.from(await (await fetch(stack.url + preview)).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(stack.url + original)).status).toBe(403);
    // A token that does not open (forged, or another secret's) is no file: 404.
    expect((await fetch(`${stack.url}/uploads/blur/${'A'.repeat(60)}.webp`)).status).toBe(404);
  });

  it('tells a free caller what a keyword search matches beyond the window', async () => {
    const toss = await get(`/api/v2/apps/search?keyword=${encodeURIComponent('토스')}`, free);
    expect(toss.status).toBe(200);
    expect(toss.body.data).toEqual([]);
    // toss: one hidden app with two screens.
    expect(toss.body.locked).toMatchObject({ apps: 1, screens: 2 });
    expect(toss.body.locked.previews).toHaveLength(2);
    expect(JSON.stringify(toss.body)).not.toContain('/screens/toss/');
    const kakao = await get(`/api/v2/apps/search?keyword=${encodeURIComponent('카카오')}`, free);
    expect(kakao.body.data.length).toBeGreaterThan(0);
    expect(kakao.body.locked).toMatchObject({ apps: 0, screens: 0, previews: [] });
  });

  it('gives paid callers and admins no `locked`, on browse and keyword search alike', async () => {
    for (const token of [paid, admin]) {
      for (const p of ['/api/v2/apps', '/api/v2/apps/images', '/api/v2/apps/patterns', '/api/apps/']) {
        const answer = await get(`${p}?type=MOBILE`, token);
        expect(answer.status).toBe(200);
        expect(answer.body).not.toHaveProperty('locked');
      }
    }
    expect((await get('/api/apps/?type=MOBILE', free)).body.locked).toEqual((await get('/api/v2/apps?type=MOBILE', free)).body.locked);
    for (const token of [paid, admin]) {
      expect((await get(`/api/v2/apps/search?keyword=${encodeURIComponent('토스')}`, token)).body).not.toHaveProperty('locked');
    }
  });
});
