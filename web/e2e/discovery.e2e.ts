import type { Page } from '@playwright/test';
import { DESKTOP, expect, expectAccessible, MOBILE, test } from './support.js';

/** Every page a visitor can open, each checked by axe-core at both widths. */
const PAGES = ['/', '/landing', '/website', '/article', '/template', '/class', '/membership', '/policy', '/terms', '/signin', '/search?q=toss'];

test('robots.txt and the sitemap come from the gateway, not the SPA', async ({ baseUrl }) => {
  const robots = await fetch(`${baseUrl}/robots.txt`);
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  const sitemap = await fetch(`${baseUrl}/sitemap.xml`);
  expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toMatch(/<loc>[^<]+\/apps\/[^<]+<\/loc>/);
});

/** The first app card of the library's own apps (the e2e specs' apps are named `E2E …`). */
const libraryApp = (page: Page) => page.getByTestId('app-card').filter({ hasNotText: 'E2E' }).first();

test('a visitor searches from the header, opens an app and its screens in the viewer', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  await shot(page, 'home-1440');
  // A library app (the demo's realistic screens), not one an earlier spec added with tiny test screens.
  const firstApp = (await libraryApp(page).locator('.app-card__name').textContent())!.trim();

  // Suggestions while typing; Enter on nothing highlighted opens the results page.
  const box = page.getByRole('combobox', { name: 'Search apps, patterns, components and categories' });
  await box.fill(firstApp.slice(0, 3));
  await page.getByRole('option').first().waitFor();
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=/);
  await page.locator('.search-page [data-testid="app-card"]').first().waitFor();
  await shot(page, 'search-1440');

  // ↓ + Enter opens the highlighted app (once the suggestions for the whole name have come: those
  // of the shorter query may list it too, and new suggestions drop the highlight).
  const settled = page.waitForResponse((r) => r.url().includes('/api/v2/apps/search') && new URL(r.url()).searchParams.get('keyword') === firstApp);
  await box.fill(firstApp);
  await settled;
  await page.getByRole('option', { name: new RegExp(firstApp) }).first().waitFor();
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/apps\//);
  await page.locator('.app-detail__name').waitFor();
  await shot(page, 'app-1440');
  await expectAccessible(page, 'the app page');

  // The viewer: named dialog, focus inside, ←/→, Esc closes and gives focus back.
  const opener = page.getByRole('button', { name: 'View the screen larger' }).first();
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Screen viewer' });
  await viewer.waitFor();
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  const count = viewer.locator('.popup__count');
  const before = await count.textContent();
  await page.keyboard.press('ArrowRight');
  await expect(count).not.toHaveText(before!);
  await page.keyboard.press('ArrowLeft');
  await expect(count).toHaveText(before!);
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('download', /.+/);
  await viewer.getByTestId('export').waitFor();
  await expect(viewer).toHaveCSS('opacity', '1');
  await shot(page, 'viewer-1440');
  await expectAccessible(page, 'the viewer');
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  await expect(opener).toBeFocused();

  // More like this: from the viewer to other apps' screens like the one shown.
  await opener.click();
  await viewer.getByTestId('more-like-this').click();
  await page.waitForURL(/\/screens\/[^/]+\/similar$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Screens like');
  await page.getByTestId('similar-screens').getByTestId('screen-card').first().waitFor();
  await shot(page, 'similar-1440');
  await expectAccessible(page, 'the similar screens');
});

test('every page passes axe-core, at 375 and 1440 px, with the footer on each', async ({ baseUrl, newPage, shot }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const page = await newPage({ ...viewport, lang: 'ko' });
    for (const path of PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId('footer').waitFor();
      await page.locator('[aria-busy=true]').first().waitFor({ state: 'detached' }).catch(() => {});
      await expectAccessible(page, `${path} at ${viewport.width} px`);
    }
    if (viewport === MOBILE) {
      await page.goto(`${baseUrl}/`);
      await page.getByTestId('app-card').first().waitFor();
      await shot(page, 'home-375');
      const name = (await libraryApp(page).locator('.app-card__name').textContent())!.trim();
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent(name)}`);
      await page.locator('.search-page [data-testid="app-card"]').first().waitFor();
      await shot(page, 'search-375');
      await page.goto(`${baseUrl}/`);
      await libraryApp(page).click();
      await page.locator('.app-detail__name').waitFor();
      await shot(page, 'app-375');
      await page.getByRole('button', { name: '화면 크게 보기' }).first().click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toHaveCSS('opacity', '1');
      await shot(page, 'viewer-375');
    }
  }
});

test('the header keeps every tab whole from 320 to 3300 px (Korean never broken inside a word, English never clipped)', async ({ baseUrl, newPage }) => {
  for (const lang of ['ko', 'en'] as const) {
    for (const width of [320, 375, 751, 800, 880, 1024, 1280, 1440, 1600, 3300]) {
      const page = await newPage({ width, height: 800, lang });
      await page.goto(`${baseUrl}/`);
      await page.locator('.tab').first().waitFor();
      const tabs = await page.locator('.tab').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const strip = el.parentElement!.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 24;
          return {
            text: el.textContent,
            wraps: r.height > lineHeight * 1.6 + 14,
            clipped: el.scrollWidth > el.clientWidth + 1,
            outOfSight: r.left < strip.left - 1 || r.right > strip.right + 1,
          };
        }),
      );
      expect(tabs.filter((t) => t.wraps || t.clipped), `${lang} at ${width} px`).toEqual([]);
      // Beside a phone's scrolling strip, every tab is in sight (at 751–1440 px most once scrolled out of it).
      if (width > 750) expect(tabs.filter((t) => t.outOfSight).map((t) => t.text), `${lang} at ${width} px: tabs out of sight`).toEqual([]);
      await page.context().close();
    }
  }
});
