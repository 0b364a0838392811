import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { setRole } from '../../scripts/e2e-fixtures.mjs';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export { expect };

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** Screenshots at 375 and 1440 px, kept for review (git-ignored). */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../artifacts');

interface PageOptions {
  width?: number;
  height?: number;
  /** Presets the lang cookie (and the browser's locale). */
  lang?: 'ko' | 'en';
}

interface Fixtures {
  baseUrl: string;
  /** A fresh browser context (its own cookies, like a second browser) at a viewport; closed after the test. */
  newPage(options?: PageOptions): Promise<Page>;
  /** Saves a screenshot as artifacts/<name>.png. */
  shot(page: Page, name: string): Promise<unknown>;
}

async function openPage(browser: Browser, baseUrl: string, { width = 1440, height = 900, lang }: PageOptions): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: lang === 'ko' ? 'ko-KR' : 'en-US', timezoneId: 'Asia/Seoul' });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * The tests' fixtures: `newPage` opens as many separate browsers as a test needs (a second one
 * signing in as the same account); a failed test leaves artifacts/failed-<name>.png of the last
 * page, beside the trace Playwright keeps.
 */
export const test = base.extend<Fixtures>({
  baseUrl: async ({ baseURL }, use) => use(baseURL!),
  newPage: async ({ browser, baseUrl }, use, testInfo) => {
    const opened: { context: BrowserContext; page: Page }[] = [];
    await use(async (options = {}) => {
      const entry = await openPage(browser, baseUrl, options);
      opened.push(entry);
      return entry.page;
    });
    const last = opened.at(-1)?.page;
    if (last && testInfo.status !== testInfo.expectedStatus) {
      await last.screenshot({ path: path.join(ARTIFACTS, `failed-${testInfo.titlePath.slice(1).join(' › ').replace(/[^\w-]+/g, '_')}.png`) }).catch(() => {});
    }
    for (const { context } of opened) await context.close().catch(() => {});
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture asks for from this pattern
  shot: async ({}, use) =>
    use(async (page, name) => {
      // Lazy images in view load first (a few seconds at most), so the picture shows the screens.
      await page
        .waitForFunction(() => [...document.images].filter((i) => { const r = i.getBoundingClientRect(); return r.width > 0 && r.bottom > 0 && r.top < innerHeight; }).every((i) => i.complete), undefined, { timeout: 5000 })
        .catch(() => {});
      return page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
    }),
});

/** A new account per run: the local OpenID provider signs anyone in as any email. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Signs in through the SPA's sign-in page and the local OpenID provider (services/dev-oidc). */
export async function signIn(page: Page, baseUrl: string, email: string, name = 'E2E Tester') {
  await page.goto(`${baseUrl}/signin?callbackUrl=/`);
  await page.getByTestId('sign-in-google').click();
  await page.waitForURL(/\/interaction\//);
  await page.fill('input[name=email]', email);
  await page.fill('input[name=name]', name);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => url.href.startsWith(baseUrl) && !url.pathname.startsWith('/api/'));
  await expectSignedIn(page, email);
}

export async function expectSignedIn(page: Page, email: string) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('current-account').filter({ hasText: email }).waitFor();
  await page.keyboard.press('Escape');
}

/** Waits for the next browse call matching `test` and answers its status. */
export async function browseStatus(page: Page, test: (url: URL) => boolean, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname.startsWith('/api/v2/apps') && test(url);
    }),
    action(),
  ]);
  return response.status();
}

/** product-spec §9 modals fade in over 0.5 s: wait for the end before a screenshot. */
export async function modalShown(page: Page) {
  await page.locator('.modal--shown').last().waitFor();
  // The fade is a CSS transition: wait for its end state (computed styles follow the transition).
  await page.waitForFunction(() => {
    const modal = [...document.querySelectorAll('.modal--shown')].at(-1);
    const dialog = modal?.querySelector('.modal__dialog');
    if (!modal || !dialog) return false;
    const overlay = getComputedStyle(modal);
    const dimmed = modal.classList.contains('modal--no-dim') || overlay.backgroundColor === 'rgba(22, 24, 29, 0.45)';
    return overlay.opacity === '1' && getComputedStyle(dialog).transform === 'none' && dimmed;
  });
}

/** Every modal gone (their 0.5 s exit included). */
export async function noModal(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid=modal]'));
}

/**
 * axe-core on the page as it is now (WCAG 2 A and AA rules): no violation, each one reported with
 * its rule, impact and the elements it found.
 */
export async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(found, `axe-core violations on ${what}`).toEqual([]);
}

/** `inner`'s box lies within `outer`'s (a layout check: nothing sticks out of its card). */
export async function expectInside(inner: Locator, outer: Locator, what: string) {
  const [a, b] = [(await inner.boundingBox())!, (await outer.boundingBox())!];
  expect(a, `${what}: found`).toBeTruthy();
  expect(a.x, `${what}: left edge inside`).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y, `${what}: top edge inside`).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width, `${what}: right edge inside`).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height, `${what}: bottom edge inside`).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

/** The signed-in user's id in `page` (the Auth.js session). */
export const userIdOf = async (page: Page) => (await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).user.id as string;

/** A new account made ADMIN through the admin API, then signed in again so its session carries the role. */
export async function signInAsAdmin(newPage: (o?: object) => Promise<Page>, baseUrl: string) {
  const email = uniqueEmail('admin');
  const first = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(first, baseUrl, email, 'E2E Admin');
  await setRole(baseUrl, await userIdOf(first), 'ADMIN');
  const admin = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(admin, baseUrl, email, 'E2E Admin');
  return admin;
}

/**
 * Subscribes the signed-in user in `page` to a plan (monthly) with the test card that pays: Personal
 * Pro, or Group Pro for `seats` seats. Leaves the membership page with the plan current.
 */
export async function subscribe(page: Page, baseUrl: string, plan: 'PERSONAL_PRO' | 'GROUP_PRO' = 'PERSONAL_PRO', seats = 2) {
  await page.goto(`${baseUrl}/membership`);
  const card = page.getByTestId(`plan-${plan}`);
  await card.waitFor();
  await page.getByTestId('kind-MONTHLY').click();
  if (plan === 'GROUP_PRO') await card.locator('.plan__seats input').fill(String(seats));
  await page.getByTestId(`plan-action-${plan}`).click();
  await page.getByTestId('checkout').waitFor();
  await page.getByTestId('card-number').fill('4111111111111111');
  await page.getByTestId('pay').click();
  await page.getByTestId('checkout-done').waitFor({ timeout: 30_000 });
  await page.getByTestId('checkout-done').getByRole('button').click();
  await noModal(page);
  await page.waitForFunction((p) => document.querySelector(`[data-testid=plan-${p}]`)?.getAttribute('data-state') === 'CURRENT_PLAN', plan);
}
