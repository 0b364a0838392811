// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { declineNextRenewal } from '../../scripts/e2e-fixtures.mjs';
import { browseStatus, DESKTOP, expect, expectInside, MOBILE, noModal, signIn, test, uniqueEmail } from './support.js';

const GATE = 'You need a membership to use the MAU/Color Search feature.';

test('sign in, meet the gate, subscribe with a test card, then filter by MAU and colour', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...DESKTOP, lang: 'en' });
  const email = uniqueEmail('member');
  await signIn(page, baseUrl, email);

  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  await page.getByTestId('reference-mauColor').click();
  await page.getByRole('alertdialog').getByText(GATE).waitFor();
  await page.getByRole('button', { name: 'See membership' }).click();
  await page.waitForURL(/\/membership$/);
  await noModal(page);

  await page.getByTestId('plan-PERSONAL_PRO').waitFor();
  await expect(page.getByTestId('plan-PERSONAL_PRO'), 'Personal Pro offers to subscribe').toHaveAttribute('data-state', 'SUBSCRIBE');
  await page.getByTestId('kind-ANNUAL').click();
  await page.getByTestId('kind-MONTHLY').click();
  await page.getByTestId('plan-action-PERSONAL_PRO').click();
  await page.getByTestId('checkout').waitFor();

  // The card that always declines: PAYMENT_FAILED with the card company's reason and what to do.
  await page.getByTestId('card-number').fill('4000000000000002');
  await page.getByTestId('pay').click();
  await page
    .getByTestId('checkout-error')
    .getByText('The card company declined the payment (limit exceeded or not enough balance). Please pay with a different card.')
    .waitFor({ timeout: 30_000 });

  await page.getByTestId('card-number').fill('4111111111111111');
  await page.getByTestId('pay').click();
  await page.getByTestId('checkout-done').waitFor({ timeout: 30_000 });
  await page.getByTestId('checkout-done').getByRole('button', { name: 'OK' }).click();
  await noModal(page);
  await page.getByTestId('subscription-plan').getByText('Personal Pro').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=plan-PERSONAL_PRO]')?.getAttribute('data-state') === 'CURRENT_PLAN');
  await shot(page, 'membership-1440');
  await page.setViewportSize(MOBILE);
  await shot(page, 'membership-375');
  await page.setViewportSize(DESKTOP);

  // Cancel (kept until the period ends), a change refused while cancelling, undo, then reserve a change.
  await page.getByTestId('cancel-subscription').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByText('Your subscription will end at the end of this period.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('undo-cancel').waitFor();
  await noModal(page);
  await page.getByTestId('plan-action-GROUP_PRO').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reserve the change' }).click();
  await page.getByRole('dialog').getByText('Cancel the cancellation first, then change.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await noModal(page);
  await page.getByTestId('undo-cancel').click();
  await page.getByRole('dialog').getByText('The cancellation is undone.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('cancel-subscription').waitFor();
  await noModal(page);
  await page.getByTestId('plan-action-GROUP_PRO').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reserve the change' }).click();
  await page.getByRole('dialog').getByText('The plan change is reserved.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=plan-GROUP_PRO]')?.getAttribute('data-state') === 'RESERVED_PLAN');
  await noModal(page);
  await page.getByTestId('plan-action-GROUP_PRO').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the reserved change' }).click();
  await page.getByRole('dialog').getByText('The reserved plan change is cancelled.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=plan-GROUP_PRO]')?.getAttribute('data-state') === 'CHANGE_PLAN');
  await noModal(page);

  await page.goto(`${baseUrl}/membership/payments`);
  await page.getByTestId('payments').getByText('Paid').first().waitFor();

  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').first().waitFor();
  await page.getByTestId('reference-mauColor').click();
  await page.getByTestId('panel-mauColor').waitFor();
  const colour = await browseStatus(page, (u) => u.searchParams.get('color') === '#4166ED', () => page.getByTestId('color-blue').click());
  expect(colour, 'the colour filter answers 200 for a member').toBe(200);
  const mau = await browseStatus(page, (u) => u.searchParams.get('minmau') === '10000000', () => page.getByTestId('mau-over10m').click());
  expect(mau, 'the MAU filter answers 200 for a member').toBe(200);
  await expect(page.getByRole('alertdialog'), 'no membership modal for a member').toHaveCount(0);
  await shot(page, 'library-filters-1440');

  // A member sees every app: its screens open in the viewer and export to the clipboard as PNG.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('app-card').nth(3).waitFor();
  await page.getByTestId('app-card').first().click();
  await page.waitForURL(/\/apps\//);
  await page.locator('.screen__open').first().click();
  await page.getByTestId('screen-popup').waitFor();
  const count = page.getByTestId('screen-popup').locator('.popup__count');
  await expect(count, 'the viewer starts at the first screen').toHaveText(/^1 \/ \d+$/);
  // The viewer names the app, the pattern and the capture, and the download is named after them.
  const appName = (await page.locator('.app-detail__name').textContent())!;
  const caption = page.getByTestId('popup-caption');
  await expect(caption).toHaveText(/ · .+ · 1 \/ \d+$/);
  expect((await caption.textContent())!.startsWith(`${appName} · `), 'the caption starts with the app').toBe(true);
  await expect(caption.getByRole('link'), 'the app and the pattern are links').toHaveCount(2);
  const download = await page.getByTestId('popup-download').getAttribute('href');
  expect(download, 'the download asks for the file by name').toMatch(/&download=/);
  const disposition = (await page.request.get(`${baseUrl}${download}`)).headers()['content-disposition'] ?? '';
  const saved = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
  expect(saved, 'the file is named "<app> – <pattern> 1.<ext>"').toMatch(/^.+ – .+ 1\.\w+$/);
  await shot(page, 'viewer-member-1440');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /^(2|1) \/ \d+$/.test(document.querySelector('.popup__count')?.textContent ?? ''));
  await page.keyboard.press('Escape');
  await page.getByTestId('screen-popup').waitFor({ state: 'detached' });

  // An app a visitor may not open: its public listing above the upsell, at 375 px in Korean and 1440 px in English.
  const idsOf = async (answer: Promise<{ json(): Promise<{ data: { appId: string }[] }> }>) => (await (await answer).json()).data.map((a) => a.appId);
  const memberApps = await idsOf(page.request.get(`${baseUrl}/api/v2/apps?limit=100`));
  const visitorApps = new Set(await idsOf(fetch(`${baseUrl}/api/v2/apps?limit=100`)));
  const hiddenApp = memberApps.find((id) => !visitorApps.has(id));
  expect(hiddenApp, 'the library has an app outside the free window').toBeDefined();
  for (const [viewport, lang] of [[MOBILE, 'ko'], [DESKTOP, 'en']] as const) {
    const visitor = await newPage({ ...viewport, lang });
    await visitor.goto(`${baseUrl}/apps/${hiddenApp}`);
    const listing = visitor.getByTestId('locked-app');
    await listing.locator('.app-detail__name').waitFor();
    await expect(listing.locator('.app-detail__name')).not.toBeEmpty();
    await expect(visitor.getByTestId('free-limit')).toBeVisible();
    await expect(visitor.locator('.screen__open'), 'no screen of a locked app').toHaveCount(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(visitor, `app-locked-${viewport.width}-${lang}`);
    if (viewport !== MOBILE) continue;
    // The viewer on a phone, in Korean: the caption fits beside the close button.
    await visitor.goto(`${baseUrl}/apps/${[...visitorApps][0]}`);
    await visitor.locator('.screen__open').first().click();
    await expect(visitor.getByTestId('popup-caption')).toHaveText(/ · .+ · 1 \/ \d+$/);
    await expect(visitor.getByTestId('screen-popup')).toHaveCSS('opacity', '1');
    await shot(visitor, 'viewer-375-ko');
  }
  await page.getByTestId('export').first().click();
  await page.getByTestId('export').first().getByText('Copied').waitFor();
  const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
  expect(types, 'the clipboard holds a PNG').toContain('image/png');
  // Likes and bookmarks are a signed-in user's.
  const like = page.getByTestId('like').first();
  const before = Number((await like.textContent())!.replace(/\D/g, ''));
  await like.click();
  await page.waitForFunction((n) => document.querySelector('[data-testid=like]')?.textContent === `♥ ${n}`, before + 1);
  await expect(like, 'the like is on').toHaveAttribute('aria-pressed', 'true');
  const bookmark = page.locator('.screen').first().getByTestId('bookmark');
  await bookmark.click();
  await bookmark.getByText('Remove bookmark').waitFor();
  await shot(page, 'app-detail-1440');
  await page.goto(`${baseUrl}/bookmarks`);
  await page.locator('.screen-card').first().waitFor();
});

/** The digits of a text: "37,990원 결제하기" → "37990". */
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

test('Group Pro for 3 seats: one amount on the card, in checkout and on the receipt; a reserved change is shown and cancelled from the page', async ({ baseUrl, newPage, shot }) => {
  const page = await newPage({ ...DESKTOP, lang: 'ko' });
  await signIn(page, baseUrl, uniqueEmail('group-seats'));
  await page.goto(`${baseUrl}/membership`);
  const card = page.getByTestId('plan-GROUP_PRO');
  await card.waitFor();
  await page.getByTestId('kind-MONTHLY').click();
  await card.locator('.plan__seats input').fill('3');
  await expect(card.locator('.plan__seat'), 'the card prices 3 seats').toHaveText(/3명/);
  const onCard = digits(await card.locator('.plan__price strong').textContent());
  expect(Number(onCard), 'the card shows a price').toBeGreaterThan(0);

  await page.getByTestId('plan-action-GROUP_PRO').click();
  await page.getByTestId('checkout').waitFor();
  await expect(page.getByTestId('checkout-seats'), 'the seats chosen on the card carry into checkout').toHaveValue('3');
  // The checkout asks the server for its quote: its button shows the amount once answered.
  await expect.poll(async () => digits(await page.getByTestId('pay').textContent()), { message: 'checkout charges what the card said' }).toBe(onCard);
  // The checkout is in the address: a reload (or the link sent to a colleague) opens it again for 3 seats.
  expect(new URL(page.url()).searchParams.get('seats'), 'the seats are in the checkout address').toBe('3');
  expect(new URL(page.url()).searchParams.get('checkout')).toBe('GROUP_PRO');
  await page.reload();
  await page.getByTestId('checkout').waitFor();
  await expect(page.getByTestId('checkout-seats'), 'a reloaded checkout keeps the seats').toHaveValue('3');
  await expect.poll(async () => digits(await page.getByTestId('pay').textContent()), { message: 'and the amount' }).toBe(onCard);
  await page.getByTestId('card-number').fill('4111111111111111');
  await page.getByTestId('pay').click();
  await page.getByTestId('checkout-done').waitFor({ timeout: 30_000 });
  await page.getByTestId('checkout-done').getByRole('button', { name: '확인' }).click();
  await noModal(page);
  await page.waitForFunction(() => document.querySelector('[data-testid=plan-GROUP_PRO]')?.getAttribute('data-state') === 'CURRENT_PLAN');

  // A change reserved for the next period: the page shows it (plan, amount) and cancels it.
  await page.getByTestId('plan-action-PERSONAL_PRO').click();
  await page.getByRole('alertdialog').getByRole('button', { name: '변경 예약' }).click();
  await page.getByRole('dialog').getByText('플랜 변경이 예약되었어요.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await noModal(page);
  const reservation = page.getByTestId('reservation');
  await reservation.waitFor();
  await expect(reservation, 'the reservation names its plan').toContainText('개인 프로');
  await shot(page, 'membership-reservation-1440');
  await page.setViewportSize(MOBILE);
  await shot(page, 'membership-reservation-375');
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('cancel-reservation').click();
  await page.getByRole('alertdialog').getByRole('button', { name: '예약 취소하기' }).click();
  await page.getByRole('dialog').getByText('플랜 변경 예약을 취소했어요.').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await noModal(page);
  await expect(reservation, 'the cancelled reservation is gone').toHaveCount(0);

  // The receipt: the payment the checkout made, for the card's amount.
  await page.goto(`${baseUrl}/membership/payments`);
  const payments = page.getByTestId('payments');
  await payments.waitFor();
  expect(digits(await payments.locator('tbody tr').first().textContent()), 'the receipt shows the same amount').toContain(onCard);

  // The manager adds a member with a long address: at 375 px the row wraps and 삭제 stays inside the group card.
  const memberEmail = uniqueEmail('group-member-with-a-rather-long-address');
  const member = await newPage({ ...MOBILE, lang: 'ko' });
  await signIn(member, baseUrl, memberEmail, '긴 이름을 가진 그룹 멤버');
  await page.goto(`${baseUrl}/membership`);
  const group = page.getByTestId('group');
  await expect(page.getByTestId('subscription-seats'), 'the subscription shows the seats bought').toHaveText('3');
  await group.getByRole('textbox').fill(memberEmail);
  await group.getByRole('button', { name: '추가' }).click();
  // A seat already bought: no fee to confirm, and the seat count stays 3 (issue 27).
  const row = group.getByTestId('group-member').filter({ hasText: memberEmail });
  await row.waitFor({ timeout: 30_000 });
  await expect(page.getByRole('alertdialog'), 'no fee for a seat already paid').toHaveCount(0);
  await expect(group.getByTestId('group-seats')).toHaveText('3명 중 2명 이용 중 (본인 포함)');
  await expect(page.getByTestId('subscription-seats'), 'adding a member keeps the seats bought').toHaveText('3');
  for (const size of [DESKTOP, MOBILE]) {
    await page.setViewportSize(size);
    await group.scrollIntoViewIfNeeded();
    await expectInside(row.getByTestId('group-remove'), group, `the member's remove button at ${size.width} px`);
    await shot(page, `membership-group-${size.width}`);
  }
});

test('a checkout link with seats out of range opens the checkout at the nearest allowed count and says so (ko, en)', async ({ baseUrl, newPage, shot }) => {
  for (const [lang, size, notice] of [
    ['en', DESKTOP, 'A group has 1 to 200 seats, so the seats from the link are set to 200.'],
    ['ko', MOBILE, '그룹 인원은 1명부터 200명까지라서 링크의 인원을 200명으로 맞췄어요.'],
  ] as const) {
    const page = await newPage({ ...size, lang });
    await signIn(page, baseUrl, uniqueEmail(`seats-link-${lang}`));
    await page.goto(`${baseUrl}/membership?checkout=GROUP_PRO&seats=100000`);
    await page.getByTestId('checkout').waitFor();
    await expect(page.getByTestId('checkout-seats'), 'the seats are clamped to the most a group has').toHaveValue('200');
    await expect(page.getByTestId('checkout-seats-adjusted'), 'the checkout says why').toHaveText(notice);
    await expect(page.getByTestId('seats-adjusted'), 'so does the page').toHaveText(notice);
    await expect(page.getByTestId('pay'), 'the checkout prices the clamped seats').toHaveText(/\d/);
    await shot(page, `membership-seats-link-${size.width}`);
    // Not a number: the card's default, said the same way; nothing crashes.
    await page.goto(`${baseUrl}/membership?checkout=GROUP_PRO&seats=abc`);
    await page.getByTestId('checkout').waitFor();
    await expect(page.getByTestId('checkout-seats')).toHaveValue('2');
    await expect(page.getByTestId('checkout-seats-adjusted')).toBeVisible();
  }
});

test('a renewal the card company declined: the page says why and what to do, and pays now with another card (ko 375 px, en 1440 px)', async ({ baseUrl, newPage, shot }) => {
  for (const [lang, size, reason, pay] of [
    ['ko', MOBILE, '카드사에서 결제를 거절했습니다(한도 초과 또는 잔액 부족). 다른 카드로 결제해 주세요.', /이 카드로 .+원 결제하기/],
    ['en', DESKTOP, 'The card company declined the payment (limit exceeded or not enough balance). Please pay with a different card.', /Pay ₩.+ with this card/],
  ] as const) {
    const page = await newPage({ ...size, lang });
    await signIn(page, baseUrl, uniqueEmail(`past-due-${lang}`));
    await page.goto(`${baseUrl}/membership`);
    await page.getByTestId('plan-action-PERSONAL_PRO').click();
    await page.getByTestId('card-number').fill('4111111111111111');
    await page.getByTestId('pay').click();
    await page.getByTestId('checkout-done').getByRole('button').click({ timeout: 30_000 });
    await noModal(page);
    const userId = (await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).user.id as string;
    await declineNextRenewal(baseUrl, userId);
    // The stack's billing run (every 5 s in the e2e stack, scripts/e2e.mjs) declines the renewal.
    await expect
      .poll(async () => (await (await page.request.get(`${baseUrl}/api/v2/users/memberships/mypage`)).json()).data.status, {
        message: 'the billing run declined the renewal',
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe('PAST_DUE');
    await page.reload();
    const pastDue = page.getByTestId('past-due');
    await expect(pastDue.getByTestId('decline-reason'), 'the card company’s reason and what to do').toHaveText(reason);
    await pastDue.scrollIntoViewIfNeeded();
    await shot(page, `membership-past-due-${size.width}`);
    await pastDue.getByTestId('card-number').fill('4111111111111111');
    await expect(pastDue.getByTestId('pay-past-due')).toHaveText(pay);
    await pastDue.getByTestId('pay-past-due').click();
    await expect(pastDue, 'paid: the past-due notice is gone').toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('subscription')).not.toContainText(lang === 'ko' ? '결제 재시도 중' : 'Retrying payment');
  }
});
