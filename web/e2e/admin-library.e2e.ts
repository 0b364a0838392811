import { deflateSync } from 'node:zlib';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { deleteApp } from '../../scripts/e2e-fixtures.mjs';
import { expect, modalShown, noModal, signInAsAdmin, test } from './support.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small screen as a real PNG: a top bar in `top` over a `fill` body (the catalog reads colours from these pixels). */
function screenPng(fill: [number, number, number], top: [number, number, number], width = 60, height = 120): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const colour = y < height / 4 ? top : fill;
    rows.push(Buffer.from([0, ...Array.from({ length: width }, () => colour).flat()]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const BLUE: [number, number, number] = [0x41, 0x66, 0xed];
const PINK: [number, number, number] = [0xec, 0x65, 0x8b];
const BLACK: [number, number, number] = [0, 0, 0];


test('admin library: create an app (beta refused), upload a pattern of screens, see their colours, tag components, find it in browse', async ({
  baseUrl,
  newPage,
  shot,
}) => {
  const admin = await signInAsAdmin(newPage, baseUrl);
  const name = `E2E 앱 ${Date.now().toString(36)}`;
  const nameEn = `E2E App ${Date.now().toString(36)}`;

  await admin.goto(`${baseUrl}/admin/library/new`);
  await admin.getByTestId('app-name').fill(name);
  await admin.getByTestId('app-name-en').fill(nameEn);
  await admin.getByTestId('app-mau').fill('2500000');
  await admin.getByTestId('app-store-url').fill('https://apps.example.com/e2e');
  await admin.getByTestId('app-categories').locator('label.chip').first().click();
  await admin
    .getByTestId('pick-icon')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: screenPng(BLUE, BLUE, 32, 32) });
  await expect(admin.getByTestId('screen-upload'), 'the icon uploaded').toHaveAttribute('data-state', 'done');

  // Beta is refused by the server, and its message shows as it came.
  await admin.getByTestId('app-release').selectOption('BETA');
  await admin.getByTestId('app-save').click();
  await expect(admin.getByTestId('app-form-error')).not.toBeEmpty();
  await expect(admin).toHaveURL(/\/admin\/library\/new$/);

  await admin.getByTestId('app-release').selectOption('RELEASED');
  await admin.getByTestId('app-save').click();
  await admin.waitForURL(/\/admin\/library\/(?!new)[\w-]+$/);
  const appId = new URL(admin.url()).pathname.split('/').pop()!;
  await expect(admin.getByTestId('admin-app-name')).toHaveText(nameEn, { timeout: 30_000 });

  // A pattern with two screens at once, each with its progress.
  await admin.getByTestId('pattern-name').fill('E2E sign up');
  await admin.getByTestId('pattern-code').locator('option').nth(1).waitFor({ state: 'attached' });
  await admin.getByTestId('pattern-code').selectOption({ index: 1 });
  await admin.getByTestId('pick-screens').setInputFiles([
    { name: 'sign-up-1.png', mimeType: 'image/png', buffer: screenPng(BLUE, BLACK) },
    { name: 'sign-up-2.png', mimeType: 'image/png', buffer: screenPng(PINK, BLACK) },
  ]);
  await expect(admin.getByTestId('screen-upload')).toHaveCount(2);
  await expect(admin.getByTestId('screen-upload').nth(0)).toHaveAttribute('data-state', 'done');
  await expect(admin.getByTestId('screen-upload').nth(1)).toHaveAttribute('data-state', 'done');
  await admin.getByTestId('pattern-save').click();
  const pattern = admin.getByTestId('admin-pattern').filter({ hasText: 'E2E sign up' });
  await expect(pattern.getByTestId('admin-screen'), 'both screens are on the app').toHaveCount(2, { timeout: 60_000 });
  // The colours the server read from the pixels appear once processed.
  await expect(pattern.getByTestId('admin-screen').nth(0).locator('[data-colour="#4166ED"]')).toHaveCount(1, { timeout: 60_000 });
  await expect(pattern.getByTestId('admin-screen').nth(1).locator('[data-colour="#EC658B"]')).toHaveCount(1, { timeout: 60_000 });

  // Tag a component on the first screen.
  const first = pattern.getByTestId('admin-screen').nth(0);
  await first.getByTestId('screen-tag').click();
  const checklist = first.getByTestId('component-checklist');
  const component = checklist.locator('label.check').first();
  const componentName = (await component.textContent())!.trim();
  await component.locator('input').check();
  await checklist.getByTestId('components-save').click();
  await expect(first.getByTestId('screen-components')).toHaveText(componentName, { timeout: 30_000 });

  // Deleting with nothing selected: the spec's alert, and nothing goes.
  await admin.getByTestId('patterns-delete').click();
  await modalShown(admin);
  await expect(admin.getByTestId('modal')).toContainText('There is nothing to delete.');
  await admin.getByTestId('modal').getByRole('button', { name: 'OK' }).click();
  await noModal(admin);
  await expect(pattern).toHaveCount(1);
  await admin.evaluate(() => window.scrollTo(0, 0));
  await shot(admin, 'admin-library');

  // The admin is never held by the free tier: the new app is in browse, newest change first.
  await expect(async () => {
    await admin.goto(`${baseUrl}/?sort=updatedAt`);
    await expect(
      admin
        .getByTestId('app-card')
        .filter({ hasText: name })
        .or(admin.getByTestId('app-card').filter({ hasText: nameEn })),
    ).toHaveCount(1, { timeout: 3000 });
  }, 'the new app is in browse').toPass({ timeout: 30_000 });
  await admin.goto(`${baseUrl}/apps/${appId}`);
  await expect(admin.getByText('E2E sign up').first()).toBeVisible();
  // Its test screens are flat colours: gone again, so visitors' pages (and their screenshots) show the library.
  await deleteApp(baseUrl, appId);
});

test('admin codes: add a pattern code and see it in the tree', async ({ baseUrl, newPage, shot }) => {
  const admin = await signInAsAdmin(newPage, baseUrl);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await admin.goto(`${baseUrl}/admin/codes`);
  await admin.getByTestId('codes-type-PATTERN').click();
  await admin.getByTestId('code-node').first().waitFor();
  await admin.getByTestId('code-code').fill(code);
  await admin.getByTestId('code-name').fill('E2E 위시리스트');
  await admin.getByTestId('code-name-en').fill('E2E wishlist');
  await admin.getByTestId('code-parent').selectOption({ index: 1 });
  await admin.getByTestId('code-save').click();
  await expect(admin.getByTestId('code-added')).toContainText(code);
  const added = admin.locator(`[data-testid=code-node][data-code="${code}"]`);
  await expect(added, 'the new code is in the tree').toHaveCount(1, { timeout: 30_000 });
  await added.scrollIntoViewIfNeeded();
  await shot(admin, 'admin-codes');
});

test('admin articles: write one with a cover image, preview it, publish it and read it at /article', async ({
  baseUrl,
  newPage,
  shot,
}) => {
  const admin = await signInAsAdmin(newPage, baseUrl);
  const title = `E2E article ${Date.now().toString(36)}`;
  await admin.goto(`${baseUrl}/admin/articles`);
  await admin.getByTestId('new-article').click();
  await admin.getByTestId('article-title').fill(title);
  await admin.getByTestId('article-summary').fill('How five Korean apps ask for a phone number.');
  await admin.getByTestId('article-body').fill('First paragraph.\n\nSecond paragraph.');
  await admin
    .getByTestId('pick-cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: screenPng(PINK, BLUE, 120, 60) });
  await expect(admin.getByTestId('screen-upload')).toHaveAttribute('data-state', 'done');
  await admin.getByTestId('article-preview-tab').click();
  await expect(admin.getByTestId('article-preview')).toContainText('Second paragraph.');
  await admin.getByTestId('article-preview').locator('img').waitFor();
  await shot(admin, 'admin-articles');
  await admin.getByRole('tab', { name: 'Write' }).click();
  await admin.getByTestId('article-publish').click();
  await admin.getByTestId('admin-articles').waitFor();
  // Lists are read from search, which has the article a moment later.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByTestId('articles-row').filter({ hasText: title })).toHaveCount(1, { timeout: 3000 });
  }, 'the article is in the admin list').toPass({ timeout: 30_000 });

  await admin.goto(`${baseUrl}/article`);
  await expect(admin.getByText(title)).toBeVisible({ timeout: 15_000 });
});
