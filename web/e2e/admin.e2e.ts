import type { Page } from '@playwright/test';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { setRole } from '../../scripts/e2e-fixtures.mjs';
import { DESKTOP, expect, MOBILE, noModal, signIn, test, uniqueEmail, userIdOf } from './support.js';


/** Subscribes the signed-in user in `page` to Personal Pro (monthly) with the test card that pays. */
async function subscribe(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/membership`);
  await page.getByTestId('plan-action-PERSONAL_PRO').click();
  await page.getByTestId('checkout').waitFor();
  await page.getByTestId('card-number').fill('4111111111111111');
  await page.getByTestId('pay').click();
  await page.getByTestId('checkout-done').waitFor({ timeout: 30_000 });
  await page.getByTestId('checkout-done').getByRole('button', { name: 'OK' }).click();
  await noModal(page);
}

/** The admin users page filtered to one e-mail; answers its only row. */
async function findUser(admin: Page, baseUrl: string, email: string) {
  await admin.goto(`${baseUrl}/admin/users`);
  await admin.getByTestId('admin-user-search').fill(email);
  await admin.getByTestId('admin-user-search').press('Enter');
  const row = admin.getByTestId('admin-users-table-row').filter({ hasText: email });
  await expect(admin.getByTestId('admin-users-table-row'), 'the search finds exactly that user').toHaveCount(1);
  return row;
}

test('admin console: role change, membership cancelled and restored, refund, free user, product hidden and unhidden, audit log; users and sellers are refused', async ({ baseUrl, newPage, shot }) => {
  // The admin: signs in once to exist, is made ADMIN, signs in again for a session with the role.
  const adminEmail = uniqueEmail('admin');
  const first = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(first, baseUrl, adminEmail, 'E2E Admin');
  const adminId = await userIdOf(first);
  await setRole(baseUrl, adminId, 'ADMIN');
  const admin = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(admin, baseUrl, adminEmail, 'E2E Admin');

  // A member pays with the test card; another user will become a seller; a third will be marked free.
  const memberEmail = uniqueEmail('member');
  const member = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(member, baseUrl, memberEmail, 'E2E Member');
  await subscribe(member, baseUrl);
  const sellerEmail = uniqueEmail('seller');
  const sellerFirst = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(sellerFirst, baseUrl, sellerEmail, 'E2E Seller');
  const freeEmail = uniqueEmail('free');
  const free = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(free, baseUrl, freeEmail, 'E2E Free');

  // The user menu leads an admin to the console.
  await admin.goto(`${baseUrl}/`);
  await admin.getByTestId('user-menu').click();
  await admin.getByTestId('menu-admin').click();
  await admin.getByTestId('admin-overview').waitFor();

  // Users: the member shows their plan; the seller-to-be becomes a SELLER.
  const memberRow = await findUser(admin, baseUrl, memberEmail);
  await expect(memberRow, 'the plan comes with the user').toContainText('Personal Pro');
  const sellerRow = await findUser(admin, baseUrl, sellerEmail);
  await sellerRow.getByTestId('admin-role').selectOption('SELLER');
  await sellerRow.getByTestId('admin-role-save').click();
  await expect(sellerRow.getByTestId('admin-role-save'), 'saved: nothing left to save').toHaveCount(0, { timeout: 30_000 });
  await admin.reload();
  await admin.getByTestId('admin-user-search').fill(sellerEmail);
  await admin.getByTestId('admin-user-search').press('Enter');
  await expect(admin.getByTestId('admin-users-table-row').filter({ hasText: sellerEmail }).getByTestId('admin-role')).toHaveValue('SELLER');

  // Free user: before, the MAU/colour card opens the membership gate; marked free, its panel.
  await free.goto(`${baseUrl}/`);
  await free.getByTestId('app-card').first().waitFor();
  await free.getByTestId('reference-mauColor').click();
  await free.getByRole('alertdialog').waitFor();
  const freeRow = await findUser(admin, baseUrl, freeEmail);
  await freeRow.getByTestId('admin-free-toggle').click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Mark free' }).click();
  await expect(freeRow.getByTestId('admin-free')).toHaveText('Free');
  // The screenshot after the confirmation's 0.5 s exit, not through it.
  await noModal(admin);
  await shot(admin, 'admin-users');
  await free.goto(`${baseUrl}/`);
  await free.getByTestId('app-card').first().waitFor();
  await free.getByTestId('reference-mauColor').click();
  await free.getByTestId('panel-mauColor').waitFor();

  // Memberships: the member's payment, refunded after a danger confirmation with a reason.
  await admin.goto(`${baseUrl}/admin/memberships`);
  await admin.getByTestId('admin-revenue-total').waitFor();
  await admin.getByTestId('admin-revenue-email').fill(memberEmail);
  await admin.getByTestId('admin-revenue-email').press('Enter');
  const payment = admin.getByTestId('admin-revenues-row').filter({ hasText: memberEmail });
  await expect(payment.getByTestId('admin-payment-status')).toHaveText('Paid');
  // Cancel the member's membership at the period's end with a reason, and take it back: the member
  // sees each state on their own membership page.
  for (const [button, memberSees] of [
    ['admin-cancel-membership', 'undo-cancel'],
    ['admin-restore-membership', 'cancel-subscription'],
  ] as const) {
    await payment.getByTestId(button).click();
    await admin.getByTestId('admin-reason').fill(`E2E: ${button}`);
    await admin.getByTestId('admin-reason-ok').click();
    await admin.getByRole('dialog').getByText('Membership updated').waitFor({ timeout: 30_000 });
    await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await noModal(admin);
    await member.goto(`${baseUrl}/membership`);
    await member.getByTestId(memberSees).waitFor();
  }
  await payment.getByTestId('admin-refund').click();
  await expect(admin.getByTestId('modal').getByRole('button', { name: 'Cancel', exact: true }), 'a destructive prompt starts on Cancel').toBeFocused();
  await admin.getByTestId('admin-reason').fill('E2E: duplicate payment');
  await admin.getByTestId('admin-reason-ok').click();
  await admin.getByRole('dialog').getByText('Refunded').waitFor({ timeout: 30_000 });
  await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await noModal(admin);
  await expect(payment.getByTestId('admin-payment-status')).toContainText('Refunded');
  await shot(admin, 'admin-memberships');

  // Marketplace: the new seller saves a draft; the admin finds it among every product with its seller and hides it.
  const seller = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(seller, baseUrl, sellerEmail, 'E2E Seller');
  const title = `E2E rule breaker ${Date.now().toString(36)}`;
  await seller.goto(`${baseUrl}/seller`);
  await seller.getByTestId('new-product').click();
  await seller.getByTestId('form-title').fill(title);
  await seller.getByTestId('form-code').locator('option').nth(1).waitFor({ state: 'attached' });
  await seller.getByTestId('form-code').selectOption({ index: 1 });
  await seller.getByTestId('form-description').fill('A draft an admin will hide.');
  await seller.getByTestId('form-amount').fill('5000');
  await seller.getByTestId('form-save').click();
  await seller.getByTestId('seller-product').filter({ hasText: title }).waitFor();

  await admin.goto(`${baseUrl}/admin/marketplace`);
  await admin.getByTestId('admin-seller-filter').fill(sellerEmail);
  await admin.getByTestId('admin-sellers-row').filter({ hasText: sellerEmail }).waitFor();
  const product = admin.getByTestId('admin-products-row').filter({ hasText: title });
  await expect(product, 'every product comes with its seller').toContainText(sellerEmail);
  await product.getByTestId('admin-product-hide').click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(product.getByTestId('admin-product-status')).toContainText('Hidden');
  await expect(product.getByTestId('admin-product-hide')).toHaveText('Unhide');
  await shot(admin, 'admin-marketplace');
  // Unhidden again after a plain (not danger) confirmation.
  await product.getByTestId('admin-product-hide').click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Unhide', exact: true }).click();
  await expect(product.getByTestId('admin-product-hide')).toHaveText('Hide');
  await expect(product.getByTestId('admin-product-status')).not.toContainText('Hidden');

  // An ordinary user and a seller are refused at /admin, and the server refuses their admin calls.
  for (const page of [member, seller]) {
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByTestId('admin-forbidden').waitFor();
    await expect(page.getByTestId('admin-console')).toHaveCount(0);
    const status = await page.evaluate(() => fetch('/api/v2/admin/users').then((r) => r.status));
    expect(status, 'the server refuses a non-admin too').toBe(403);
  }

  // Audit log: each change above, newest first.
  await admin.goto(`${baseUrl}/admin/audit`);
  const actions = admin.getByTestId('admin-audit-action-cell');
  await actions.first().waitFor();
  for (const action of [
    'user.role_changed',
    'user.free_set',
    'membership.cancellation_set',
    'membership.cancellation_undone',
    'payment.refunded',
    'product.hidden',
    'product.unhidden',
  ]) {
    await expect(actions.filter({ hasText: action }).first(), `the audit log shows ${action}`).toBeVisible();
  }
  // This admin's own refund (the log keeps earlier runs' entries on a reused stack).
  await admin.getByTestId('admin-audit-action').fill('payment.refunded');
  await admin.getByTestId('admin-audit-actorId').fill(adminId);
  await admin.getByTestId('admin-audit-apply').click();
  await expect(actions).toHaveCount(1);
  await expect(admin.getByTestId('admin-audit-table-row').first()).toContainText('E2E: duplicate payment');
  await admin.getByTestId('admin-audit-action').fill('');
  await admin.getByTestId('admin-audit-actorId').fill('');
  await admin.getByTestId('admin-audit-apply').click();
  await shot(admin, 'admin-audit');
  await admin.setViewportSize(MOBILE);
  await shot(admin, 'admin-audit-375');
});

test('a visitor opening /admin gets the site sign-in page in its layout (ko 375 px, en 1440 px), and comes back to /admin', async ({ baseUrl, newPage, shot }) => {
  for (const [lang, size, notice] of [
    ['ko', MOBILE, '이 페이지를 보려면 로그인해 주세요.'],
    ['en', DESKTOP, 'Please sign in to see this page.'],
  ] as const) {
    const page = await newPage({ ...size, lang });
    await page.goto(`${baseUrl}/admin/users?tab=1`);
    await page.waitForURL((url) => url.pathname === '/signin');
    const url = new URL(page.url());
    expect(url.searchParams.get('error')).toBe('SessionRequired');
    expect(url.searchParams.get('callbackUrl'), 'it comes back to the page asked for').toBe('/admin/users?tab=1');
    // The web app's page: the site's header and its styled sign-in panel, with the reason in the page's language.
    await page.locator('.site-header').waitFor();
    await expect(page.locator('.sign-in__error')).toHaveText(notice);
    await expect(page.getByTestId('sign-in-google')).toBeVisible();
    const styled = await page.getByTestId('sign-in-google').evaluate((button) => getComputedStyle(button).borderRadius);
    expect(styled, 'the sign-in button has the site styles').not.toBe('0px');
    await shot(page, `admin-visitor-${size.width}`);
  }
});
