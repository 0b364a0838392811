import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, startStack } from './support/stack.js';
import { seedLibrary } from './support/library.js';

// What crawlers read: robots.txt names the private pages and the sitemap; the sitemap lists the
// public pages and the app pages a visitor may open (search's visibility rule), never the SPA's HTML.
describe('robots.txt and the sitemap', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));

  beforeAll(async () => {
    // A stack of its own: it sets the company details and reads a library of its own. The sitemap
    // asks search alone (the library is added through the catalog): no other service starts.
    stack = await startStack({
      services: ['catalog', 'search'],
      env: { CATALOG_STORAGE_DIR: uploads },
      gatewayEnv: { COMPANY_NAME: 'Screenshelf Inc.', COMPANY_SUPPORT_EMAIL: 'help@example.com' },
    });
    await seedLibrary(stack.url);
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
    for (const page of ['/api/', '/admin', '/seller', '/orders', '/bookmarks']) expect(text).toContain(`Disallow: ${page}\n`);
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

  it('gives the SPA only the company details configured: no placeholder for an unset one', async () => {
    const res = await api(stack.url, '/api/v2/site');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { company: { name: 'Screenshelf Inc.', supportEmail: 'help@example.com' } } });
  });
});
