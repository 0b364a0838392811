// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { adminGet, deleteFlow } from '../../scripts/e2e-fixtures.mjs';
import { DESKTOP, expect, MOBILE, signIn, signInAsAdmin, subscribe, test, uniqueEmail } from './support.js';

type AppRow = { appId: string; screens?: unknown[] };

// Issue 30: an admin builds a flow from an app's screens (picked, reordered by keyboard, labelled);
// a visitor meets the app's wall instead of it, and a member steps through it with the arrow keys.
test('an admin builds a flow; a visitor sees it locked, a member steps through it (375, 1440 px)', async ({
  baseUrl,
  newPage,
  shot,
}) => {
  // An app outside the free window (the visitor's browse lists only the window's apps), the oldest
  // one: apps that other tests add are newer, so it stays outside meanwhile.
  const visitorApps = (await (await fetch(`${baseUrl}/api/v2/apps?type=MOBILE&limit=100`)).json()).data as AppRow[];
  const allApps = (await adminGet(baseUrl, '/api/v2/apps?type=MOBILE&limit=100')).data as AppRow[];
  const seen = new Set(visitorApps.map((a) => a.appId));
  const app = allApps.filter((a) => !seen.has(a.appId)).at(-1)!;
  expect(app, 'an app outside the free window').toBeDefined();

  const admin = await signInAsAdmin(newPage, baseUrl);
  await admin.goto(`${baseUrl}/admin/library/${app.appId}`);
  await admin.getByTestId('admin-flows').waitFor();
  const name = `E2E 가입 ${Date.now().toString(36)}`;
  const nameEn = `E2E sign-up ${Date.now().toString(36)}`;
  await admin.getByTestId('flow-add').click();
  await admin.getByTestId('flow-name').fill(name);
  await admin.getByTestId('flow-name-en').fill(nameEn);
  await admin.getByTestId('flow-pattern').locator('option').nth(1).waitFor({ state: 'attached' });
  await admin.getByTestId('flow-pattern').selectOption({ index: 1 });
  for (const i of [0, 1, 2]) await admin.getByTestId('flow-pick').nth(i).click();
  await expect(admin.getByTestId('flow-step')).toHaveCount(3);
  const labels = [
    ['전화번호 입력', 'Enter phone number'],
    ['인증번호 확인', 'Verify the code'],
    ['가입 완료', 'Signed up'],
  ];
  for (const [i, [ko, en]] of labels.entries()) {
    await admin.getByTestId('step-label').nth(i).fill(ko!);
    await admin.getByTestId('step-label-en').nth(i).fill(en!);
  }
  // Reordered by keyboard: the last step moves up one (Alt+↑ on the focused step).
  await admin.getByTestId('flow-step').nth(2).focus();
  await admin.keyboard.press('Alt+ArrowUp');
  await expect(admin.getByTestId('step-label-en').nth(1)).toHaveValue('Signed up');
  await admin.getByTestId('flow-save').click();
  await expect(admin.getByTestId('admin-flow').filter({ hasText: nameEn })).toHaveCount(1, { timeout: 30_000 });
  await shot(admin, 'admin-flow-editor-1440');

  const flows = (await adminGet(baseUrl, `/api/v2/apps/${app.appId}/flows`)).data as {
    flowId: string;
    nameEn: string;
    steps: { labelEn: string }[];
  }[];
  const flow = flows.find((f) => f.nameEn === nameEn)!;
  expect(
    flow.steps.map((s) => s.labelEn),
    'the order the admin left',
  ).toEqual(['Enter phone number', 'Signed up', 'Verify the code']);

  try {
    // A visitor following a link to the flow: the app's wall, never the flow.
    const visitor = await newPage({ ...MOBILE, lang: 'en' });
    await visitor.goto(`${baseUrl}/apps/${app.appId}?flow=${flow.flowId}`);
    await visitor.getByTestId('locked-app').waitFor();
    await visitor.getByTestId('free-limit').waitFor();
    await expect(visitor.getByTestId('flow-viewer')).toHaveCount(0);
    expect((await visitor.request.get(`${baseUrl}/api/v2/flows/${flow.flowId}`)).status(), 'the flow itself is locked').toBe(403);
    await shot(visitor, 'flow-locked-375');

    // A member: the link opens the viewer at the first step; the arrow keys step through it.
    for (const [size, lang] of [
      [MOBILE, 'ko'],
      [DESKTOP, 'en'],
    ] as const) {
      const member = await newPage({ ...size, lang });
      await signIn(member, baseUrl, uniqueEmail('flow-member'));
      await subscribe(member, baseUrl);
      await member.goto(`${baseUrl}/apps/${app.appId}?flow=${flow.flowId}`);
      const viewer = member.getByTestId('flow-viewer');
      await viewer.waitFor();
      const label = viewer.getByTestId('flow-step-label');
      const [first, second, third] =
        lang === 'en' ? ['Enter phone number', 'Signed up', 'Verify the code'] : ['전화번호 입력', '가입 완료', '인증번호 확인'];
      await expect(label).toContainText(first!);
      await member.keyboard.press('ArrowRight');
      await expect(label).toContainText(second!);
      await member.keyboard.press('ArrowRight');
      await expect(label).toContainText(third!);
      // The last step stays the last.
      await member.keyboard.press('ArrowRight');
      await expect(label).toContainText(third!);
      await shot(member, `flow-viewer-${size.width}`);
      await member.keyboard.press('ArrowLeft');
      await expect(label).toContainText(second!);
      await member.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      // The app page lists the flow as a card with its steps as a strip.
      const card = member
        .getByTestId('app-flows')
        .getByTestId('flow-card')
        .filter({ hasText: lang === 'en' ? nameEn : name });
      await expect(card.getByTestId('flow-strip').locator('img')).toHaveCount(3);
      expect(await member.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(
        size.width,
      );
    }
  } finally {
    await deleteFlow(baseUrl, flow.flowId);
  }
});
