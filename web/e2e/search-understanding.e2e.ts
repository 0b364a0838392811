import { expect } from '@playwright/test';
import { DESKTOP, expectAccessible, MOBILE, test } from './support.js';

// The search page shows what the server read the words as (issue 28): a removable chip per
// recognised code, and an honest "no screens for …" with the nearest patterns to try.
test('the search page shows the understood codes as removable chips, and no screens with suggestions for nonsense', async ({ baseUrl, newPage, shot }) => {
  for (const [viewport, lang] of [
    [MOBILE, 'ko'],
    [DESKTOP, 'en'],
  ] as const) {
    const page = await newPage({ ...viewport, lang });
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent('blorfendash 바텀시트')}`);
    const chip = page.getByTestId('search-understood-chip');
    await expect(chip).toHaveCount(1);
    await expect(chip).toContainText(lang === 'ko' ? '바텀 시트' : 'Bottom sheet');
    await shot(page, `search-understood-${viewport.width}`);
    await expectAccessible(page, `the search page with an understood code at ${viewport.width} px`);
    // Removing the chip searches again without its words: nothing is left that the library knows.
    await chip.click();
    await page.waitForURL(/\/search\?q=blorfendash$/);
    const empty = page.getByTestId('search-no-screens');
    await expect(empty).toContainText('blorfendash');
    await expect(empty.getByTestId('search-suggestion')).toHaveCount(3);
    await shot(page, `search-no-screens-${viewport.width}`);
  }
});
