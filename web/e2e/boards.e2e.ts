import type { Page } from '@playwright/test';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { adminGet } from '../../scripts/e2e-fixtures.mjs';
import { DESKTOP, expect, MOBILE, signIn, subscribe, test, uniqueEmail } from './support.js';

type AppRow = { appId: string };
type AppDetail = { patterns: { images: { imageId: string }[] }[] };

/** The mobile apps a visitor may open (the free window) and the oldest app outside it. */
async function windowAndOutside(baseUrl: string) {
  const visitorApps = (await (await fetch(`${baseUrl}/api/v2/apps?type=MOBILE&limit=100`)).json()).data as AppRow[];
  const allApps = (await adminGet(baseUrl, '/api/v2/apps?type=MOBILE&limit=100')).data as AppRow[];
  const window = new Set(visitorApps.map((a) => a.appId));
  return { window, outside: allApps.filter((a) => !window.has(a.appId)).at(-1)!.appId, open: visitorApps[0]!.appId };
}

/** Opens an app page's first screen in the viewer and adds it to a board (a new one when `newBoard`). */
async function collectFirstScreen(page: Page, baseUrl: string, appId: string, board: string, newBoard: boolean) {
  await page.goto(`${baseUrl}/apps/${appId}`);
  await page.locator('.screen__open').first().click();
  const popup = page.getByTestId('screen-popup');
  await popup.getByTestId('add-to-collection').click();
  const panel = page.getByTestId('collect-panel');
  if (newBoard) {
    await panel.getByTestId('collect-new-name').fill(board);
    await panel.getByTestId('collect-new').click();
  } else {
    await panel.getByTestId('collect-board').filter({ hasText: board }).click();
  }
  await expect(panel.getByTestId('collect-board').filter({ hasText: board })).toHaveAttribute('aria-pressed', 'true');
  // Escape closes the dialog first, then the viewer.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
}

// Issue 30: a member builds a board from the viewer and a card, shares it; a visitor opening the
// link sees only what their own plan allows, and a link turned off stops working.
test('a member builds and shares a board; a visitor opening the link sees only what their plan allows', async ({ baseUrl, newPage, shot }) => {
  const { window, outside, open } = await windowAndOutside(baseUrl);
  const board = `E2E board ${Date.now().toString(36)}`;
  const member = await newPage({ ...DESKTOP, lang: 'en' });
  await signIn(member, baseUrl, uniqueEmail('board'));
  await subscribe(member, baseUrl);

  // A screen of an app outside the free window (a new board from the viewer), one of a window app.
  await collectFirstScreen(member, baseUrl, outside, board, true);
  await collectFirstScreen(member, baseUrl, open, board, false);
  // The first app card of the library, from its chip (the card's own link is not followed).
  await member.goto(`${baseUrl}/`);
  const cardItem = member.locator('li.card-grid__item').first();
  const firstCard = cardItem.getByTestId('app-card');
  await firstCard.waitFor();
  const cardAppId = (await firstCard.getAttribute('href'))!.split('/').pop()!;
  await cardItem.hover();
  await cardItem.getByTestId('add-to-collection').click();
  await member.getByTestId('collect-panel').getByTestId('collect-board').filter({ hasText: board }).click();
  await expect(member.getByTestId('collect-panel').getByTestId('collect-board').filter({ hasText: board })).toHaveAttribute('aria-pressed', 'true');
  await member.keyboard.press('Escape');
  expect(new URL(member.url()).pathname, 'the chip did not follow the card').toBe('/');

  // The board: three items in the order added; the last moves up by keyboard.
  await member.goto(`${baseUrl}/collections`);
  await member.getByTestId('bookmarks-card').waitFor();
  await member.getByTestId('collection-card').filter({ hasText: board }).click();
  await member.waitForURL(/\/collections\/[\w-]+$/);
  const items = member.getByTestId('board-item');
  await expect(items).toHaveCount(3);
  await items.nth(2).getByTestId('item-up').focus();
  await member.keyboard.press('Enter');
  await expect(items.nth(1).locator('.board-item__kind'), 'the app card, now second').toHaveText('App');
  // The switch waits for the server's answer (the link is the server's).
  await member.getByTestId('board-shared').click();
  await expect(member.getByTestId('board-shared')).toBeChecked();
  const link = await member.getByTestId('board-link').inputValue();
  expect(link).toMatch(/\/shared\/collections\/[\w-]+$/);
  await shot(member, 'board-1440');

  // A visitor with the link: the window's items open, the others blurred and without a way to them.
  const visitor = await newPage({ ...MOBILE, lang: 'ko' });
  await visitor.goto(link);
  await visitor.getByTestId('shared-board').waitFor();
  await expect(visitor.getByTestId('board-item')).toHaveCount(3);
  const lockedCount = [outside, cardAppId, open].filter((id) => !window.has(id)).length;
  await expect(visitor.getByTestId('locked-item')).toHaveCount(lockedCount);
  await expect(visitor.getByTestId('locked-item').locator('a[href^="/apps/"]')).toHaveCount(0);
  await expect(visitor.getByTestId('shared-wall')).toBeVisible();
  const shared = await (await visitor.request.get(`${baseUrl}/api/v2/shared/collections/${link.split('/').pop()}`)).text();
  expect(shared, 'the answer names no hidden app').not.toContain(outside);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(MOBILE.width);
  await shot(visitor, 'board-shared-375');

  // Sharing off: the old link is dead.
  await member.getByTestId('board-shared').click();
  await expect(member.getByTestId('board-shared')).not.toBeChecked();
  await expect(member.getByTestId('board-link')).toHaveCount(0);
  expect((await visitor.request.get(`${baseUrl}/api/v2/shared/collections/${link.split('/').pop()}`)).status()).toBe(404);
});

// Issue 30: a Group Pro manager and a member edit one team board at once (nothing lost), and a
// member removed from the group loses the board at once.
test('a Group Pro manager and member edit one team board at once; a removed member loses it', async ({ baseUrl, newPage, shot }) => {
  const manager = await newPage({ ...DESKTOP, lang: 'ko' });
  await signIn(manager, baseUrl, uniqueEmail('team-manager'));
  await subscribe(manager, baseUrl, 'GROUP_PRO', 2);
  const memberEmail = uniqueEmail('team-member');
  const member = await newPage({ ...MOBILE, lang: 'en' });
  await signIn(member, baseUrl, memberEmail);
  const group = manager.getByTestId('group');
  await group.getByRole('textbox').fill(memberEmail);
  await group.getByRole('button', { name: '추가' }).click();
  const row = group.getByTestId('group-member').filter({ hasText: memberEmail });
  await row.waitFor({ timeout: 30_000 });

  // The manager makes a team board.
  const board = `E2E 팀 보드 ${Date.now().toString(36)}`;
  await manager.goto(`${baseUrl}/collections`);
  await manager.getByTestId('new-board-name').fill(board);
  await manager.getByTestId('new-board-team').check();
  await manager.getByTestId('new-board-create').click();
  await manager.getByTestId('collection-card').filter({ hasText: board }).click();
  await manager.waitForURL(/\/collections\/[\w-]+$/);
  const boardPath = new URL(manager.url()).pathname;
  const collectionId = boardPath.split('/').pop()!;

  // Both add screens at the same moment, as the page's own calls: every one lands.
  const { outside, open } = await windowAndOutside(baseUrl);
  const screens = async (appId: string) => ((await adminGet(baseUrl, `/api/apps/${appId}`)).data as AppDetail).patterns.flatMap((p) => p.images.map((i) => i.imageId));
  const [mine, theirs] = [(await screens(outside)).slice(0, 5), (await screens(open)).slice(0, 5)];
  const addAll = (page: Page, ids: string[]) =>
    page.evaluate(
      ({ id, ids }) =>
        Promise.all(
          ids.map((targetId) =>
            fetch(`/api/v2/collections/${id}/items`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ targetType: 'IMAGE', targetId }) }).then((r) => r.status),
          ),
        ),
      { id: collectionId, ids },
    );
  await member.goto(`${baseUrl}${boardPath}`);
  await member.getByTestId('board').waitFor();
  const [a, b] = await Promise.all([addAll(manager, mine), addAll(member, theirs)]);
  expect([...a, ...b].every((s) => s === 200 || s === 201), `every add answered: ${[...a, ...b]}`).toBe(true);
  for (const page of [manager, member]) {
    await page.reload();
    await expect(page.getByTestId('board-item')).toHaveCount(mine.length + theirs.length);
  }
  // The member moves the first item down; the manager sees the new order.
  // (A screen is told from another by its picture.)
  const picture = (page: Page, n: number) => page.getByTestId('board-item').nth(n).locator('img').first();
  const first = await picture(member, 0).getAttribute('src');
  await member.getByTestId('board-item').first().getByTestId('item-down').click();
  await expect(picture(member, 1)).toHaveAttribute('src', first!);
  await manager.reload();
  await expect(picture(manager, 1)).toHaveAttribute('src', first!);
  await shot(member, 'team-board-375');
  await shot(manager, 'team-board-1440');

  // The manager removes the member from the group: the board is gone for them at their next request.
  await manager.goto(`${baseUrl}/membership`);
  await manager.getByTestId('group').getByTestId('group-member').filter({ hasText: memberEmail }).getByTestId('group-remove').click();
  await expect(manager.getByTestId('group').getByTestId('group-member').filter({ hasText: memberEmail })).toHaveCount(0, { timeout: 30_000 });
  await member.reload();
  await expect(member.getByTestId('board')).toHaveCount(0);
  expect(await member.evaluate((id) => fetch(`/api/v2/collections/${id}`).then((r) => r.status), collectionId)).toBe(404);
  await member.goto(`${baseUrl}/collections`);
  await member.getByTestId('collections-page').waitFor();
  await expect(member.getByTestId('collection-card').filter({ hasText: board })).toHaveCount(0);
});
