// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { addTextScreen, deletePattern } from '../../scripts/e2e-fixtures.mjs';
import { DESKTOP, expectAccessible, MOBILE, signIn, test, uniqueEmail } from './support.js';

/** A word found only inside the screen this test adds (no app, pattern or other screen says it). */
const WORD = 'Quokkaberry';

test('a visitor finds a screen by a word that appears only inside its image (OCR)', async ({ baseUrl, newPage, shot }) => {
  const patternName = `Text search ${Date.now().toString(36)}`;
  const { appId } = await addTextScreen(baseUrl, WORD, patternName);
  try {
    const page = await newPage({ ...DESKTOP, lang: 'en' });
    await page.goto(`${baseUrl}/`);
    const box = page.getByRole('combobox', { name: 'Search apps, patterns, components and categories' });
    await box.fill(WORD);
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=Quokkaberry/);
    const screens = page.getByTestId('search-screen-text');
    await screens.getByTestId('screen-card').filter({ hasText: patternName }).waitFor();
    await shot(page, 'search-screen-text-1440');
    await expectAccessible(page, 'the search results with screen text');
  } finally {
    // The screen went into a demo app: taken away again, so `npm start`'s library keeps only its own patterns.
    await deletePattern(baseUrl, appId, patternName);
  }
});

test('signed-in pages pass axe-core too: library, app page, viewer, membership, search', async ({ baseUrl, newPage }) => {
  for (const viewport of [MOBILE, DESKTOP]) {
    const page = await newPage({ ...viewport, lang: 'ko' });
    await signIn(page, baseUrl, uniqueEmail('axe'));
    for (const path of ['/', '/website', '/membership', `/search?q=${encodeURIComponent('토스')}`]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId('footer').waitFor();
      await page.locator('[aria-busy=true]').first().waitFor({ state: 'detached' }).catch(() => {});
      await expectAccessible(page, `${path} signed in at ${viewport.width} px`);
    }
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('app-card').first().click();
    await page.locator('.app-detail__name').waitFor();
    await expectAccessible(page, `the app page signed in at ${viewport.width} px`);
    await page.getByRole('button', { name: '화면 크게 보기' }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, `the viewer signed in at ${viewport.width} px`);
  }
});
