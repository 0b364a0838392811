import { DESKTOP, expect, MOBILE, modalShown, noModal, test } from './support.js';

const GATE = 'You need a membership to use the MAU/Color Search feature.';

test('a visitor browses and filters, meets the free-tier limit and the MAU/colour gate', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  const cards = await page.getByTestId('app-card').count();
  expect(cards, `a visitor sees at most the latest 3 apps (saw ${cards})`).toBeGreaterThanOrEqual(1);
  expect(cards, `a visitor sees at most the latest 3 apps (saw ${cards})`).toBeLessThanOrEqual(3);
  await page.getByTestId('free-limit').waitFor();

  // Category search: the panel opens (the catalog's migration seeds the categories); picking one
  // narrows the list through the address.
  await page.getByTestId('reference-category').click();
  const chip = page.locator('[data-testid=panel-category] .chip').first();
  await chip.click();
  await page.waitForURL(/category=/);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('sort').selectOption('mau');
  await page.waitForURL(/sort=mau/);

  // MAU/colour search needs a paid plan: the modal says so up front.
  await page.getByTestId('reference-mauColor').click();
  await page.getByRole('alertdialog').getByText(GATE).waitFor();
  await modalShown(page);
  await shot(page, 'library-gate-1440');
  await page.getByRole('button', { name: 'Close' }).click();
  await noModal(page);

  // A colour in the address is refused by the server too (403 MEMBERSHIP_REQUIRED): same modal.
  await page.goto(`${baseUrl}/?color=%234166ED`);
  await page.getByRole('alertdialog').getByText(GATE).waitFor();
  await page.waitForURL((url) => !url.search.includes('color'));
  await page.getByRole('button', { name: 'Close' }).click();
  await noModal(page);

  await page.getByRole('link', { name: 'Website', exact: true }).click();
  await page.waitForURL(/\/website$/);
  await page.getByRole('heading', { name: 'Websites' }).waitFor();
  await shot(page, 'library-1440');

  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().click();
  await page.waitForURL(/\/apps\//);
  await page.locator('.app-detail__name, [data-testid=free-limit]').first().waitFor();
  // Pattern titles come from the pattern tree in the page's language, whatever name the admin typed.
  const titles = await page.locator('.pattern-section h2').allTextContents();
  expect(titles.filter((title) => /[가-힣]/.test(title)), 'pattern titles in English').toEqual([]);
});

test('on a phone the component collection asks to check on PC', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...MOBILE, lang: 'en' });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  await shot(page, 'library-375');
  await page.getByTestId('reference-component').click();
  await page.getByRole('dialog').getByText('Please check on PC').waitFor();
  await modalShown(page);
  await shot(page, 'check-on-pc-375');
  await expect(page.getByTestId('panel-component'), 'no component collection on mobile').toHaveCount(0);
});

test('two components narrow the screens, and each option counts what picking it shows', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  await page.getByTestId('reference-component').click();
  const panel = page.getByTestId('panel-component');
  await panel.waitFor();
  const counts = async () => {
    const found = new Map<string, number>();
    for (const el of await panel.locator('[data-testid^=component-count-]').all()) {
      const code = (await el.getAttribute('data-testid'))!.replace('component-count-', '');
      found.set(code, Number((await el.textContent())!.replace(/\D/g, '') || 0));
    }
    return found;
  };
  const option = (code: string) => panel.locator('label.checkbox').filter({ has: page.getByTestId(`component-count-${code}`) }).locator('input');

  // The most used component first: its screens are the results.
  const before = await counts();
  const [first, firstCount] = [...before].sort((a, b) => b[1] - a[1])[0]!;
  expect(firstCount, 'the demo library has screens with components').toBeGreaterThan(1);
  // A click, then the state: the checkbox follows the address, which the click changes.
  const countsOfSelection = page.waitForResponse((r) => r.url().includes('/api/v2/codes') && r.url().includes('type=COMPONENT') && new URL(r.url()).search.includes(first));
  await option(first).click();
  await expect(option(first)).toBeChecked();
  await page.waitForURL(/component/);
  await page.getByTestId('screen-card').first().waitFor();

  // A second component that some, not all, of those screens carry: picking it narrows to its count.
  // (The options keep their last counts, marked busy, until the selection's arrive.)
  await countsOfSelection;
  await expect(panel, 'the counts of the new selection are shown').toHaveAttribute('aria-busy', 'false');
  await expect.poll(async () => (await counts()).get(first), 'counts follow the selection').toBe(firstCount);
  const after = await counts();
  const narrowing = [...after].filter(([code, n]) => code !== first && n > 0 && n < firstCount && n <= 12).sort((a, b) => b[1] - a[1]);
  expect(narrowing.length, 'some component narrows the first one').toBeGreaterThan(0);
  const [second, secondCount] = narrowing[0]!;
  await option(second).click();
  await expect(option(second)).toBeChecked();
  await page.waitForURL((url) => url.search.includes(second));
  await expect(page.getByTestId('screen-card'), 'both components: exactly the count the option showed').toHaveCount(secondCount);
  await shot(page, 'library-two-components-1440');
});
