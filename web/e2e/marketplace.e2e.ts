import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { setRole } from '../../scripts/e2e-fixtures.mjs';
import { DESKTOP, expect, expectInside, MOBILE, noModal, signIn, test, uniqueEmail, userIdOf } from './support.js';

/** A 1×1 PNG: the thumbnail. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const FILE_TEXT = 'Screenshelf e2e kit: 12 onboarding screens.\n';


/** Buys the product open in `page` with the test card that pays; answers when the order is placed. */
async function buy(page: Page) {
  await page.getByTestId('buy').click();
  await page.getByTestId('product-checkout').waitFor();
  await page.getByTestId('card-number').fill('4111111111111111');
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-birth').fill('900101');
  await page.getByTestId('pay').click();
  await page.getByTestId('order-done').waitFor({ timeout: 30_000 });
  await page.getByTestId('order-done').getByRole('button', { name: 'OK' }).click();
  await noModal(page);
  await page.getByTestId('ordered').waitFor();
}

test('marketplace: a seller publishes a product with a file; buyers pay, download, review and refund; the seller sees the revenue', async ({ baseUrl, newPage, shot }) => {
  // The seller: signs in once to exist, is made a SELLER by an admin, signs in again for a session with the role.
  const sellerEmail = uniqueEmail('seller');
  const first = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(first, baseUrl, sellerEmail, 'E2E Seller');
  await setRole(baseUrl, await userIdOf(first), 'SELLER');
  const seller = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(seller, baseUrl, sellerEmail, 'E2E Seller');

  const title = `E2E onboarding kit ${Date.now().toString(36)}`;
  await seller.goto(`${baseUrl}/seller`);
  await seller.getByTestId('new-product').click();
  await seller.getByTestId('form-title').fill(title);
  await seller.getByTestId('form-code').locator('option').nth(1).waitFor({ state: 'attached' });
  await seller.getByTestId('form-code').selectOption({ index: 1 });
  await seller.getByTestId('form-description').fill('Twelve onboarding screens, ready to edit.');
  await seller.getByTestId('form-amount').fill('12000');
  await seller.getByTestId('form-discount').fill('2000');
  await seller.getByTestId('upload-THUMBNAIL').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await seller.getByTestId('upload-FILE').setInputFiles({ name: 'kit.txt', mimeType: 'text/plain', buffer: Buffer.from(FILE_TEXT) });
  await seller.getByTestId('uploaded-FILE').getByText('kit.txt').waitFor();
  await seller.getByTestId('uploaded-THUMBNAIL').getByText('cover.png').waitFor();
  await expect(seller.getByTestId('form-save'), 'saving waits for the uploads').toBeEnabled();
  await seller.getByTestId('form-publish').check();
  await seller.getByTestId('form-save').click();
  const row = seller.getByTestId('seller-product').filter({ hasText: title });
  await expect(row, 'the new product is published').toHaveAttribute('data-status', 'published');
  const productPath = await row.getByRole('link', { name: title }).getAttribute('href');
  expect(productPath, 'the product page address').toMatch(/^\/products\/[\w-]+$/);
  await shot(seller, 'seller-console-1440');

  // Buyer 1 finds it on the template tab, pays with the test card, downloads the file and reviews it.
  const buyer = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(buyer, baseUrl, uniqueEmail('buyer'), 'E2E Buyer');
  await buyer.goto(`${baseUrl}/template?q=${encodeURIComponent(title)}`);
  // Its card holds its picture (or the placeholder) inside its border, at 1440 and 375 px.
  const productCard = buyer.getByTestId('product-card').filter({ hasText: title });
  for (const size of [DESKTOP, MOBILE]) {
    await buyer.setViewportSize(size);
    await productCard.scrollIntoViewIfNeeded();
    await expectInside(productCard.locator('.product-card__image'), productCard, `the product's picture at ${size.width} px`);
    await shot(buyer, `template-cards-${size.width}`);
  }
  await buyer.setViewportSize(DESKTOP);
  await productCard.click();
  await buyer.waitForURL((url) => url.pathname === productPath);
  await expect(buyer.getByTestId('price'), 'list price struck through, rate and the price paid').toContainText('₩10,000');
  await shot(buyer, 'product-1440');
  await buyer.setViewportSize(MOBILE);
  await shot(buyer, 'product-375');
  await buyer.setViewportSize(DESKTOP);
  await buy(buyer);
  const [download] = await Promise.all([buyer.waitForEvent('download'), buyer.getByTestId('download').first().click()]);
  expect(await readFile((await download.path())!, 'utf8'), 'the file is the one the seller uploaded').toBe(FILE_TEXT);
  await buyer.getByTestId('star-5').click();
  await buyer.getByTestId('review-text').fill('Saved me a day of work.');
  await buyer.getByTestId('review-submit').click();
  const review = buyer.getByTestId('review').filter({ hasText: 'Saved me a day of work.' });
  await review.waitFor();
  // A review is a card with its text inset from the border (issue 27), at 1440 and 375 px.
  for (const size of [DESKTOP, MOBILE]) {
    await buyer.setViewportSize(size);
    await review.scrollIntoViewIfNeeded();
    const [card, text] = [(await review.boundingBox())!, (await review.locator('.review__text').boundingBox())!];
    expect(text.x - card.x, `a review's left padding at ${size.width} px`).toBeGreaterThanOrEqual(12);
    expect(card.x + card.width - (text.x + text.width), `a review's right padding at ${size.width} px`).toBeGreaterThanOrEqual(12);
    await shot(buyer, `product-review-${size.width}`);
  }
  await buyer.setViewportSize(DESKTOP);
  await expect(buyer.getByTestId('review-form'), 'one review per buyer').toHaveCount(0);
  // After the first download the order is no longer refundable.
  await buyer.goto(`${baseUrl}/orders`);
  const paid = buyer.getByTestId('order').filter({ hasText: title });
  await expect(paid.getByTestId('order-status')).toHaveText('Paid');
  await expect(paid.getByTestId('order-cancel'), 'no refund after a download').toHaveCount(0);

  // Buyer 2 pays, then refunds before downloading: the download link is refused afterwards.
  const second = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(second, baseUrl, uniqueEmail('refunder'), 'E2E Refunder');
  await second.goto(`${baseUrl}${productPath}`);
  await buy(second);
  const link = await second.getByTestId('download').first().getAttribute('href');
  expect(link, 'a download link for the buyer').toBeTruthy();
  await second.goto(`${baseUrl}/orders`);
  const order = second.getByTestId('order').filter({ hasText: title });
  await order.getByTestId('order-cancel').click();
  await second.getByRole('alertdialog').getByRole('button', { name: 'Cancel and refund' }).click();
  await second.getByRole('dialog').getByText('Your order is cancelled and refunded.').waitFor({ timeout: 30_000 });
  await second.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(order.getByTestId('order-status')).toHaveText('Refunded');
  const refused = await second.request.get(`${baseUrl}${link}`);
  expect(refused.status(), 'a refunded order downloads nothing').toBe(403);
  expect((await refused.json()).errorCode).toBe('DOWNLOAD_NOT_ALLOWED');

  // The seller's revenues: two sales, one refunded.
  await seller.goto(`${baseUrl}/seller?tab=revenues`);
  await expect(seller.getByTestId('total-gross'), 'two paid orders').toHaveText('₩20,000');
  await expect(seller.getByTestId('revenue'), 'both sales are listed').toHaveCount(2);
  await expect(seller.getByTestId('revenue').filter({ hasText: 'Refunded' })).toHaveCount(1);
  await shot(seller, 'seller-revenues-1440');
  await seller.setViewportSize(MOBILE);
  await shot(seller, 'seller-revenues-375');
});
