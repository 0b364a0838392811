import { DESKTOP, expect, MOBILE, test } from './support.js';

test('the landing page shows every section and live statistics, at 1440 and 375 px', async ({ baseUrl, newPage, shot }) => {
  for (const size of [DESKTOP, MOBILE]) {
    const page = await newPage({ ...size, lang: 'en' });
    await page.goto(`${baseUrl}/landing`);
    await page.getByText('Saves 80% of your design research time').waitFor();
    await page.getByTestId('stats').getByText(/Updated as of \d{1,2}\/\d{4}/).waitFor();
    // The numbers come from the live catalog; the demo data has at least one service.
    await page.waitForFunction(() => {
      const first = document.querySelector('[data-testid=stats] dd');
      return !!first && first.textContent !== '—' && Number(first.textContent!.replace(/\D/g, '')) > 0;
    });
    await expect(page.getByTestId('faq'), 'nine FAQ entries').toHaveCount(9);
    await expect(page.getByTestId('customer-quote'), 'five customer quotes').toHaveCount(5);
    await page.getByText('Weekdays 10:00–18:00 Korea time · by email and phone').waitFor();
    await page.getByText('Designers’ open-chat community').waitFor();
    await page.getByText('Partner analytics dashboard').waitFor();
    await shot(page, `landing-${size.width}`);
  }
});

test('the scroll position of a page comes back on back navigation', async ({ baseUrl, newPage }) => {
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  await page.goto(`${baseUrl}/landing`);
  await page.getByTestId('faq').first().waitFor();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
  await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Website' }).click();
  await page.waitForURL(/\/website$/);
  await page.waitForFunction(() => window.scrollY === 0);
  await page.goBack();
  await page.waitForURL(/\/landing$/);
  await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2, undefined, { timeout: 5000 });
});

test('language: the browser decides on the landing path, the switch stores the lang cookie, ?lang= overrides', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage(DESKTOP);
  await page.goto(`${baseUrl}/landing`);
  // An English browser without a lang cookie gets English on the landing path.
  await page.getByText('Saves 80% of your design research time').waitFor();
  await page.getByTestId('lang-switch').click();
  await page.getByText('디자인 리서치 시간을 80% 줄여 드려요').first().waitFor();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value, 'the lang cookie holds ko').toBe('ko');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days, `the lang cookie lasts 180 days (${days.toFixed(1)})`).toBeGreaterThan(179);
  expect(days, `the lang cookie lasts 180 days (${days.toFixed(1)})`).toBeLessThan(181);
  await page.reload();
  await page.getByText('디자인 리서치 시간을 80% 줄여 드려요').first().waitFor();
  await shot(page, 'landing-ko-1440');
  await page.goto(`${baseUrl}/website?lang=en`);
  await page.getByRole('heading', { name: 'Websites' }).waitFor();
  expect(page.url(), '?lang= is dropped from the address once stored').not.toContain('lang=');
  expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value, '?lang= is stored').toBe('en');
});

test('the landing paths come with the hero in the HTML, in the browser’s language, and React takes it over as it is', async ({ baseUrl, browser, newPage }) => {
  const titles = { ko: '디자인 리서치 시간을 80% 줄여 드려요', en: 'Saves 80% of your design research time' };
  for (const lang of ['ko', 'en'] as const) {
    for (const pathname of ['/', '/landing']) {
      // Without JavaScript: the HTML alone shows the hero, in the language the gateway picked from Accept-Language.
      const context = await browser.newContext({ viewport: MOBILE, locale: lang === 'ko' ? 'ko-KR' : 'en-US', javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.goto(`${baseUrl}${pathname}`);
      await expect(bare.getByRole('heading', { level: 1 }), `${pathname} in ${lang}`).toHaveText(titles[lang]);
      expect(await bare.locator('html').getAttribute('lang')).toBe(lang);
      // Nothing competes with that first frame: no module preloads (the entry module fetches its imports).
      expect(await bare.locator('link[rel="modulepreload"]').count(), `${pathname} in ${lang}`).toBe(0);
      await context.close();
    }
  }
  // With JavaScript: the heading the HTML painted is the element React keeps (hydrated, not replaced), without an error.
  const page = await newPage(MOBILE);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|react/i.test(message.text())) errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
    });
  });
  await page.goto(`${baseUrl}/landing`);
  await page.getByTestId('faq').first().waitFor();
  expect(await page.evaluate(() => (window as unknown as { painted: Element | null }).painted === document.querySelector('h1'))).toBe(true);
  expect(errors).toEqual([]);
});
