import { DESKTOP, expect, expectSignedIn, modalShown, signIn, test, uniqueEmail } from './support.js';

test('signing in on another browser forces the first one out with the notice', async ({ baseUrl, newPage, shot }) => {
  const email = uniqueEmail('twice');
  const first = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(first, baseUrl, email);
  const second = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(second, baseUrl, email);

  // The check runs on focus (and every 30 s): the first browser learns its session ended.
  await first.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = first.getByRole('alertdialog');
  await notice.getByText('Automatic logout notice').waitFor({ timeout: 40_000 });
  await notice
    .getByText('One account is for one person at a time. To go on here, log in again.')
    .waitFor();
  await modalShown(first);
  await shot(first, 'forced-logout-1440');
  await first.getByRole('button', { name: 'See membership' }).click();
  await first.waitForURL(/\/membership$/);
  await first.getByTestId('header-sign-in').waitFor();
  const session = await first.evaluate(() => fetch('/api/auth/session').then((r) => r.json()));
  expect(session, 'the first browser is signed out').toEqual({});

  await second.reload();
  await expectSignedIn(second, email);

  // Closing the account: the §5 warning, then "Account Closed", signed out.
  await second.getByTestId('user-menu').click();
  await second.getByRole('menuitem', { name: 'Close account' }).click();
  const warning = second.getByRole('alertdialog');
  await warning.getByText('All your information and activity records will be deleted. This cannot be undone.').waitFor();
  await warning.getByRole('button', { name: 'Close account' }).click();
  await second.getByRole('dialog').getByText('Account Closed').waitFor();
  await second.getByRole('dialog').getByText('Your account has been successfully closed.').waitFor();
  await second.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await second.getByTestId('header-sign-in').waitFor();
});
