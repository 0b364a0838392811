import { expect, test } from './support.js';

// The free tier's wall (issue 14): a visitor sees what a membership would add — the server's counts
// and blurred previews, the price from the plans API — after the visible apps.
test('a visitor sees the wall: locked counts, blurred previews, the price and the way to membership', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ width: 1440, height: 900, lang: 'en' });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  const wall = page.getByTestId('free-limit');
  await wall.waitFor();
  const answer = await (await page.request.get(`${baseUrl}/api/v2/apps?type=MOBILE&limit=1`)).json();
  expect(answer.locked, 'a visitor’s browse answer carries `locked`').toBeDefined();
  if (answer.locked.apps > 0) {
    await expect(page.getByTestId('wall-counts')).toHaveText(
      `${answer.locked.apps.toLocaleString('en')} more app${answer.locked.apps === 1 ? '' : 's'} and ${answer.locked.screens.toLocaleString('en')} screen${answer.locked.screens === 1 ? '' : 's'} match — with a membership`,
    );
    const previews = page.getByTestId('wall-previews').locator('img');
    await expect(previews).toHaveCount(answer.locked.previews.length);
    // The previews load (served blurred by the server), and none is a screen's own link.
    for (const src of await previews.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))) {
      expect(src).toMatch(/^\/uploads\/blur\//);
      expect((await page.request.get(`${baseUrl}${src}`)).headers()['content-type']).toBe('image/webp');
    }
  }
  await page.getByTestId('wall-price').waitFor();
  await shot(page, 'library-wall-1440');
  await wall.getByRole('link', { name: 'See membership' }).click();
  await page.waitForURL(/\/membership$/);
});

// On a phone the wall fits the screen on both tabs: the previews shrink together, and the website
// tab's keep a website's wide shape (they were cropped to a phone's, and pushed the page sideways).
test('on a phone the wall fits the screen, with website-shaped previews on the website tab', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ width: 375, height: 812, lang: 'ko' });
  for (const path of ['/', '/website']) {
    await page.goto(`${baseUrl}${path}`);
    await page.getByTestId('free-limit').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} has no sideways scroll`).toBeLessThanOrEqual(375);
    const previews = page.getByTestId('wall-previews').locator('img');
    if ((await previews.count()) === 0) continue;
    await expect(previews.first()).toBeVisible();
    const box = (await previews.first().boundingBox())!;
    if (path === '/website') expect(box.width / box.height).toBeCloseTo(1.6, 1);
    else expect(box.height / box.width).toBeCloseTo(2, 1);
  }
  await shot(page, 'library-wall-website-375');
});
