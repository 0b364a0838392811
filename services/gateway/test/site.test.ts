import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FREE_USER, mintCallerToken, PAID_USER, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';
import { SCREEN_COUNT, SEED, seedLibrary } from './support/library.js';

// What crawlers read: robots.txt names the private pages and the sitemap; the sitemap lists the
// public pages and the app pages a visitor may open (search's visibility rule), never the SPA's HTML.
describe('robots.txt, the sitemap, the site details and the library statistics', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let adminToken: string;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));

  beforeAll(async () => {
    // A stack of its own: it sets the company details and reads a library of its own. The sitemap
    // asks search alone (the library is added through the catalog): no other service starts.
    stack = await startStack({
      services: ['catalog', 'search'],
      env: { CATALOG_STORAGE_DIR: uploads },
      gatewayEnv: { COMPANY_NAME: 'Screenshelf Inc.', COMPANY_SUPPORT_EMAIL: 'help@example.com' },
    });
    ({ adminToken } = await seedLibrary(stack.url));
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  it('serves robots.txt as text: the private pages disallowed, the sitemap at the public origin', async () => {
    const res = await fetch(`${stack.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const page of ['/api/', '/admin', '/seller', '/orders', '/bookmarks', '/collections', '/shared/']) expect(text).toContain(`Disallow: ${page}\n`);
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });

  it('serves the sitemap as XML: the public pages, then the app pages a visitor may open', async () => {
    const res = await fetch(`${stack.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/landing', '/website', '/article', '/template', '/class', '/membership', '/policy', '/terms']));
    const appPages = locs.filter((p) => p.startsWith('/apps/'));
    // A visitor sees the newest apps of each type (the free window), and the sitemap lists exactly those.
    const visible: string[] = [];
    for (const type of ['MOBILE', 'WEBSITE']) {
      const browse = await api(stack.url, `/api/v2/apps?type=${type}&limit=100`);
      visible.push(...(browse.body.data as { appId: string }[]).map((a) => `/apps/${a.appId}`));
    }
    expect(visible.length).toBeGreaterThan(0);
    expect([...appPages].sort()).toEqual([...visible].sort());
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('gives the SPA the company details configured and, outside production, a sample named as such for each unset one', async () => {
    const res = await api(stack.url, '/api/v2/site');
    expect(res.status).toBe(200);
    const { company, samples } = res.body.data;
    expect(company).toMatchObject({ name: 'Screenshelf Inc.', supportEmail: 'help@example.com' });
    expect(samples).toEqual(expect.arrayContaining(['nameKo', 'ceo', 'ceoKo', 'registrationNumber', 'mailOrderNumber', 'address', 'addressKo', 'supportPhone']));
    // A configured detail is never called a sample, and every sample is a field the answer has.
    expect(samples).not.toContain('name');
    expect(samples).not.toContain('supportEmail');
    for (const key of samples) expect(company[key]).toEqual(expect.any(String));
  });

  // Issue 27: the landing's statistics are the library's totals, not what the caller may open.
  it('answers the whole library\'s totals, the same for a visitor, a free and a paid member', async () => {
    const answers = await Promise.all(
      [undefined, await mintCallerToken(FREE_USER), await mintCallerToken(PAID_USER)].map((token) => api(stack.url, '/api/v2/library/stats', { token })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    const [visitor, free, paid] = answers.map((res) => res.body.data);
    expect(free).toEqual(visitor);
    expect(paid).toEqual(visitor);
    expect(answers[0]!.headers.get('cache-control')).toBe('public, max-age=60');

    // Counted another way: the seed itself, and what an admin (who sees every app) browses.
    const mobile = SEED.filter((a) => a.type === 'MOBILE').length;
    const websites = SEED.length - mobile;
    const patterns = new Set(SEED.flatMap((a) => a.patterns.filter((p) => p.screens.length).map((p) => p.patternCode))).size;
    const browse = async (path: string) => (await api(stack.url, path, { token: adminToken })).body.data as { appId: string; patternCode?: string; updatedAt?: string }[];
    const [adminApps, adminWebsites, adminScreens, adminWebScreens] = await Promise.all([
      browse('/api/v2/apps?type=MOBILE&limit=100'),
      browse('/api/v2/apps?type=WEBSITE&limit=100'),
      browse('/api/v2/apps/images?type=MOBILE&limit=100'),
      browse('/api/v2/apps/images?type=WEBSITE&limit=100'),
    ]);
    const screens = [...adminScreens, ...adminWebScreens];
    const newest = [...adminApps, ...adminWebsites].map((a) => a.updatedAt!).sort().at(-1);
    expect(visitor).toEqual({
      services: SEED.length,
      apps: mobile,
      websites,
      screens: SCREEN_COUNT,
      patterns,
      updatedAt: new Date(newest!).toISOString(),
    });
    expect([adminApps.length, adminWebsites.length, screens.length, new Set(screens.map((s) => s.patternCode)).size]).toEqual([mobile, websites, SCREEN_COUNT, patterns]);

    // What a visitor may open is less (the free window): the totals are not the visitor's view.
    const visitorScreens = await Promise.all(['MOBILE', 'WEBSITE'].map(async (type) => (await api(stack.url, `/api/v2/apps/images?type=${type}&limit=100`)).body.data.length as number));
    expect(visitorScreens[0]! + visitorScreens[1]!).toBeLessThan(SCREEN_COUNT);
  });

  it('counts a new app once it is searchable, however recently the totals were asked (the cache forgets them at a catalog change)', async () => {
    const before = (await api(stack.url, '/api/v2/library/stats')).body.data;
    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ appName: '통계 새 앱', appNameEn: 'Stats Newcomer', type: 'WEBSITE', categoryCodes: ['1'], mau: 1000 }),
    });
    expect(created.status).toBe(201);
    let now = before;
    await waitFor(async () => {
      now = (await api(stack.url, '/api/v2/library/stats')).body.data;
      return now.services === before.services + 1;
    }, 30_000, 100);
    expect(now).toMatchObject({ services: before.services + 1, websites: before.websites + 1, screens: before.screens, patterns: before.patterns });
  });
});
