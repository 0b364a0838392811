import type { Page } from 'playwright-core';

/** What scripts/e2e.mjs hands every test. */
export interface E2EContext {
  baseUrl: string;
  artifacts: string;
  /** A fresh browser context (own cookies) at a viewport width; `lang` presets the lang cookie. */
  newPage(options?: { width?: number; height?: number; lang?: 'ko' | 'en' }): Promise<Page>;
  /** Saves a screenshot as artifacts/<name>.png. */
  shot(page: Page, name: string): Promise<unknown>;
}

export interface E2ETest {
  name: string;
  run(ctx: E2EContext): Promise<void>;
}

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** A new account per run: the local OpenID provider signs anyone in as any email. */
export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

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
  await page.waitForTimeout(600);
}

/** Every modal gone (their 0.5 s exit included). */
export async function noModal(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid=modal]'));
}
