/** @jest-environment jsdom */
import './jsdom-env';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import BoardPage from '../src/features/collections/BoardPage';
import AppDetail from '../src/features/library/AppDetail';
import CollectionsPage from '../src/features/collections/CollectionsPage';
import SharedBoardPage from '../src/features/collections/SharedBoardPage';
import { ScreenCardItem } from '../src/features/library/Cards';
import type { ImageCard } from '../src/features/library/api';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const signedIn = (plan = 'PERSONAL_PRO') => ({
  'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z', plan, paid: true, seesWholeLibrary: true },
  'GET /api/auth/session-check': { ok: true, isValid: true },
});
const visitor = { 'GET /api/auth/session': {} };

const board = (collectionId: string, name: string, extra: Record<string, unknown> = {}) => ({
  collectionId,
  name,
  team: false,
  shared: false,
  itemCount: 0,
  covers: [],
  updatedAt: '2026-11-20T00:00:00Z',
  canEdit: true,
  ...extra,
});
const bookmark = (id: string) => ({
  id,
  appId: 'a1',
  appName: '토스',
  appType: 'MOBILE',
  createdAt: '',
  image: `/uploads/screens/${id}.png`,
  imageId: id,
  patternCode: '104',
  patternName: '로그인',
  targetId: id,
  type: 'IMAGE',
  updatedAt: '',
  userId: signedInUser.id,
});
const screenItem = (itemId: string, position: number, imageId: string) => ({
  itemId,
  targetType: 'IMAGE',
  targetId: imageId,
  note: '',
  position,
  addedAt: '',
  locked: false,
  image: { imageId, url: `/uploads/screens/${imageId}.png`, thumbnails: [], appId: 'a1' },
});
// What the server sends for an item the caller's plan does not open: its kind, place and a blurred preview, nothing that names it.
const lockedItem = (itemId: string, position: number) => ({
  itemId,
  targetType: 'IMAGE',
  note: 'the checkout we liked',
  position,
  addedAt: '',
  locked: true,
  preview: '/uploads/previews/blurred-1.png',
});
const appItem = (itemId: string, position: number) => ({
  itemId,
  targetType: 'APP',
  targetId: 'a2',
  note: 'compare the onboarding',
  position,
  addedAt: '',
  locked: false,
  app: { appId: 'a2', name: '당근', nameEn: 'Karrot', type: 'MOBILE', icon: '' },
});

const renderAt = (path: string, routePath: string, element: ReactNode, lang: 'ko' | 'en' = 'en') =>
  render(renderTree(<></>, { path, lang, routes: [{ path: routePath, element }] }).tree);

describe('the collections page', () => {
  test('lists Bookmarks first, as the default collection with its count, then the boards with their badges', async () => {
    fakeGateway({
      ...signedIn(),
      'GET /api/v2/collections': {
        data: [
          board('c1', 'Checkout research', { itemCount: 4, covers: ['/c/1.png', '/c/2.png'] }),
          board('c2', 'Team onboarding', { team: true, itemCount: 1, shared: true }),
        ],
      },
      'GET /api/v2/users/bookmarks/images': { data: [bookmark('b1'), bookmark('b2')] },
      'GET /api/v2/users/bookmarks/patterns': { data: [bookmark('b3')] },
    });
    renderAt('/collections', '/collections', <CollectionsPage />);
    const grid = await screen.findByTestId('collection-grid');
    await within(grid).findAllByTestId('collection-card');
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/bookmarks', '/collections/c1', '/collections/c2']);
    await waitFor(() => expect(cards[0]!.textContent).toContain('3 items'));
    expect(cards[0]!.textContent).toContain('Bookmarks Default');
    expect(cards[1]!.textContent).toContain('Checkout research');
    expect(cards[1]!.textContent).toContain('4 items');
    expect(cards[1]!.querySelectorAll('img')).toHaveLength(2);
    expect(cards[2]!.textContent).toContain('Team board');
    expect(cards[2]!.textContent).toContain('1 item · Shared by link');
  });

  test('a team board the server refuses shows the server’s own words', async () => {
    const gw = fakeGateway({
      ...signedIn('GROUP_PRO'),
      'GET /api/v2/collections': { data: [] },
      'GET /api/v2/users/bookmarks/images': { data: [] },
      'GET /api/v2/users/bookmarks/patterns': { data: [] },
      'POST /api/v2/collections': {
        status: 403,
        body: { errorCode: 'GROUP_PRO_REQUIRED', msg: 'Team boards are for members of an active Group Pro group.' },
      },
    });
    renderAt('/collections', '/collections', <CollectionsPage />);
    fireEvent.change(await screen.findByTestId('new-board-name'), { target: { value: 'Design system' } });
    fireEvent.click(await screen.findByTestId('new-board-team'));
    fireEvent.click(screen.getByTestId('new-board-create'));
    expect((await screen.findByTestId('new-board-error')).textContent).toContain(
      'Team boards are for members of an active Group Pro group.',
    );
    expect(gw.callsTo('POST', '/api/v2/collections').map((c) => c.body)).toEqual([{ name: 'Design system', team: true }]);
  });
});

const card = {
  imageId: 'i9',
  image: '/uploads/screens/i9.png',
  thumbnails: [],
  appId: 'a1',
  appName: '토스',
  appNameEn: 'Toss',
  type: 'MOBILE',
  patternName: '로그인',
  patternCode: '104',
  patternCodeName: '로그인',
  componentCodes: [],
  colors: [],
  mau: 1000,
  order: 0,
  updatedAt: '',
  trendingScore: 0,
  likeCount: 0,
  myLikeCount: 0,
} as unknown as ImageCard;

describe('add to collection', () => {
  test('from a screen card: the card’s link is not followed, and the board chosen gets the screen', async () => {
    const gw = fakeGateway({
      ...signedIn(),
      'GET /api/v2/codes': { data: [] },
      'GET /api/v2/collections': {
        data: [board('c1', 'Checkout research', { itemCount: 2 }), board('c2', 'Not mine to edit', { canEdit: false })],
      },
      'POST /api/v2/collections/c1/items': screenItem('it9', 2, 'i9'),
    });
    const { tree, router } = renderTree(<ScreenCardItem image={card} />, { path: '/', lang: 'en' });
    render(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to collection' }));
    expect(router.state.location.pathname).toBe('/');
    const panel = await screen.findByTestId('collect-panel');
    // Only the boards the server says the caller may edit.
    const boards = await within(panel).findAllByTestId('collect-board');
    expect(boards.map((b) => b.textContent)).toEqual(['Checkout research2 items']);
    fireEvent.click(boards[0]!);
    await within(panel).findByText('✓ Added');
    expect(gw.callsTo('POST', '/api/v2/collections/c1/items').map((c) => c.body)).toEqual([
      { targetType: 'IMAGE', targetId: 'i9' },
    ]);
  });

  test('a visitor is asked to sign in first', async () => {
    const gw = fakeGateway({ ...visitor, 'GET /api/v2/codes': { data: [] } });
    render(renderTree(<ScreenCardItem image={card} />, { path: '/', lang: 'en' }).tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to collection' }));
    await screen.findByTestId('sign-in-google');
    expect(gw.calls.filter((c) => c.path.startsWith('/api/v2/collections'))).toEqual([]);
  });
});

describe('add to collection in the screen viewer', () => {
  const detail = {
    data: {
      appId: 'a1',
      appName: '토스',
      appNameEn: 'Toss',
      type: 'MOBILE',
      categoryCodes: [],
      mau: 1000,
      image: '',
      storeUrl: '',
      colors: [],
      trendingScore: 0,
      likeCount: 0,
      myLikeCount: 0,
      description: '',
      descriptionEn: '',
      releasedAt: '',
      createdAt: '',
      updatedAt: '',
      patterns: [{ ...card, patternId: 'p1', images: [card, { ...card, imageId: 'i10' }] }],
    },
  };

  test('adds the screen shown, and the keys typed in the dialog stay out of the viewer', async () => {
    const gw = fakeGateway({
      ...signedIn(),
      'GET /api/v2/codes': { data: [] },
      'GET /api/apps/a1': detail,
      'GET /api/v2/users/bookmarks/images': { data: [] },
      'GET /api/v2/apps/a1/flows': { data: [] },
      'GET /api/v2/collections': { data: [board('c1', 'Checkout research')] },
      'POST /api/v2/collections/c1/items': screenItem('it9', 0, 'i10'),
    });
    renderAt('/apps/a1', '/apps/:appId', <AppDetail />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'View the screen larger' }))[1]!);
    const viewer = await screen.findByRole('dialog', { name: 'Screen viewer' });
    const caption = within(viewer).getByTestId('popup-caption');
    expect(caption.textContent).toContain('2 / 2');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Add to collection' }));
    const panel = await screen.findByTestId('collect-panel');
    fireEvent.keyDown(within(panel).getByTestId('collect-new-name'), { key: 'ArrowLeft' });
    expect(caption.textContent).toContain('2 / 2');
    fireEvent.click(await within(panel).findByTestId('collect-board'));
    await waitFor(() =>
      expect(gw.callsTo('POST', '/api/v2/collections/c1/items').map((c) => c.body)).toEqual([
        { targetType: 'IMAGE', targetId: 'i10' },
      ]),
    );
  });
});

describe('a board', () => {
  const detail = (items: object[] = [screenItem('it1', 0, 'i1'), lockedItem('it2', 1), appItem('it3', 2)]) => ({
    ...board('c1', 'Checkout research', { itemCount: items.length }),
    items,
  });

  test('a locked item shows in the wall’s look with the way to membership, and no link to the item', async () => {
    fakeGateway({ ...signedIn(), 'GET /api/v2/collections/c1': detail() });
    renderAt('/collections/c1', '/collections/:collectionId', <BoardPage />);
    const locked = await screen.findByTestId('locked-item');
    expect(
      within(locked)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/membership']);
    expect(locked.querySelector('img')?.getAttribute('src')).toBe('/uploads/previews/blurred-1.png');
    // Its note still shows; the open items link to where they live.
    expect(screen.getAllByTestId('item-link').map((a) => a.getAttribute('href'))).toEqual(['/apps/a1?image=i1', '/apps/a2']);
    expect(screen.getByText('the checkout we liked')).toBeTruthy();
  });

  test('"move down" sends the item to the next one’s position, and focus stays on the moved item', async () => {
    let moved = false;
    const gw = fakeGateway({
      ...signedIn(),
      // After the move the server answers the new order.
      'GET /api/v2/collections/c1': () =>
        moved ? detail([lockedItem('it2', 0), screenItem('it1', 1, 'i1'), appItem('it3', 2)]) : detail(),
      'PUT /api/v2/collections/c1/items/it1': () => {
        moved = true;
        return { ...screenItem('it1', 1, 'i1') };
      },
    });
    renderAt('/collections/c1', '/collections/:collectionId', <BoardPage />);
    const downs = await screen.findAllByRole('button', { name: '↓ Move down' });
    expect(screen.getAllByRole('button', { name: '↑ Move up' })[0]!.hasAttribute('disabled')).toBe(true);
    downs[0]!.focus();
    fireEvent.click(downs[0]!);
    await waitFor(() =>
      expect(gw.callsTo('PUT', '/api/v2/collections/c1/items/it1').map((c) => c.body)).toEqual([{ position: 1 }]),
    );
    await waitFor(() => expect(screen.getAllByTestId('board-item')[1]!.getAttribute('data-item-id')).toBe('it1'));
    await waitFor(() => expect(document.activeElement?.closest('[data-item-id]')?.getAttribute('data-item-id')).toBe('it1'));
    expect(await screen.findByText('Moved to place 2.')).toBeTruthy();
  });

  test('a flow opens in the flow viewer on the board', async () => {
    const flowItem = {
      itemId: 'it4',
      targetType: 'FLOW',
      targetId: 'f1',
      note: '',
      position: 0,
      addedAt: '',
      locked: false,
      flow: {
        flowId: 'f1',
        name: '회원가입',
        nameEn: 'Sign-up',
        stepCount: 2,
        images: ['/uploads/screens/0.png', '/uploads/screens/1.png'],
      },
    };
    const step = (order: number, labelEn: string) => ({
      imageId: `i${order}`,
      image: `/uploads/screens/${order}.png`,
      thumbnails: [],
      label: labelEn,
      labelEn,
      order,
    });
    const flow = {
      flowId: 'f1',
      appId: 'a1',
      appName: '토스',
      appNameEn: 'Toss',
      appType: 'MOBILE',
      appIcon: '',
      name: '회원가입',
      nameEn: 'Sign-up',
      patternCode: '101',
      steps: [step(0, 'Enter phone number'), step(1, 'Verify the code')],
      updatedAt: '',
    };
    const gw = fakeGateway({ ...signedIn(), 'GET /api/v2/collections/c1': detail([flowItem]), 'GET /api/v2/flows/f1': flow });
    renderAt('/collections/c1', '/collections/:collectionId', <BoardPage />);
    const open = await screen.findByTestId('item-open');
    expect(open.textContent).toContain('Flow · 2 steps');
    expect(gw.callsTo('GET', '/api/v2/flows/f1')).toHaveLength(0);
    fireEvent.click(open);
    expect(await screen.findByText('Enter phone number')).toBeTruthy();
  });

  test('dropping an item on another sends it to that one’s position', async () => {
    const gw = fakeGateway({
      ...signedIn(),
      'GET /api/v2/collections/c1': detail(),
      'PUT /api/v2/collections/c1/items/it1': screenItem('it1', 2, 'i1'),
    });
    renderAt('/collections/c1', '/collections/:collectionId', <BoardPage />);
    const rows = await screen.findAllByTestId('board-item');
    const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => 'it1' };
    fireEvent.dragStart(rows[0]!, { dataTransfer });
    fireEvent.dragOver(rows[2]!, { dataTransfer });
    fireEvent.drop(rows[2]!, { dataTransfer });
    await waitFor(() =>
      expect(gw.callsTo('PUT', '/api/v2/collections/c1/items/it1').map((c) => c.body)).toEqual([{ position: 2 }]),
    );
  });

  test('a note is edited in place', async () => {
    const gw = fakeGateway({
      ...signedIn(),
      'GET /api/v2/collections/c1': detail(),
      'PUT /api/v2/collections/c1/items/it3': appItem('it3', 2),
    });
    renderAt('/collections/c1', '/collections/:collectionId', <BoardPage />);
    // The locked item's note first, then the app's.
    fireEvent.click((await screen.findAllByRole('button', { name: 'Edit the note' }))[1]!);
    fireEvent.change(screen.getByTestId('note-input'), { target: { value: '  onboarding in 3 steps ' } });
    fireEvent.click(screen.getByTestId('note-save'));
    await waitFor(() =>
      expect(gw.callsTo('PUT', '/api/v2/collections/c1/items/it3').map((c) => c.body)).toEqual([
        { note: 'onboarding in 3 steps' },
      ]),
    );
  });

  test('sharing on shows the link to copy', async () => {
    let shared = false;
    const gw = fakeGateway({
      ...signedIn(),
      'GET /api/v2/collections/c1': () => ({ ...detail(), shared, ...(shared ? { shareToken: 'tok-1' } : {}) }),
      'PUT /api/v2/collections/c1': () => {
        shared = true;
        return board('c1', 'Checkout research', { shared: true, shareToken: 'tok-1' });
      },
    });
    renderAt('/collections/c1', '/collections/:collectionId', <BoardPage />);
    expect(screen.queryByTestId('board-link')).toBeNull();
    fireEvent.click(await screen.findByTestId('board-shared'));
    const link = (await screen.findByTestId('board-link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/shared/collections/tok-1`);
    expect(gw.callsTo('PUT', '/api/v2/collections/c1').map((c) => c.body)).toEqual([{ shared: true }]);
  });
});

describe('a shared board', () => {
  test('is read-only: items as the viewer’s plan allows, locked ones behind the membership call', async () => {
    fakeGateway({
      ...visitor,
      'GET /api/v2/shared/collections/tok-1': board('c1', 'Checkout research', {
        canEdit: false,
        itemCount: 3,
        items: [screenItem('it1', 0, 'i1'), lockedItem('it2', 1), appItem('it3', 2)],
      }),
    });
    renderAt('/shared/collections/tok-1', '/shared/collections/:shareToken', <SharedBoardPage />);
    const page = await screen.findByTestId('shared-board');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Checkout research');
    expect(within(page).getByText('View only')).toBeTruthy();
    expect(within(page).getByTestId('shared-wall').textContent).toContain('1 item on this board is open to members');
    // Nothing to change: no buttons at all, no share controls.
    expect(within(page).queryAllByRole('button')).toEqual([]);
    expect(within(page).queryByTestId('board-share')).toBeNull();
    expect(within(page).queryByRole('textbox')).toBeNull();
    expect(
      within(page)
        .getAllByTestId('item-link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/apps/a1?image=i1', '/apps/a2']);
    expect(
      within(within(page).getByTestId('locked-item'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/membership']);
  });

  test('a link turned off says the board is not found, in Korean too', async () => {
    fakeGateway({
      ...visitor,
      'GET /api/v2/shared/collections/old': { status: 404, body: { errorCode: 'NOT_FOUND', msg: 'Collection not found' } },
    });
    renderAt('/shared/collections/old', '/shared/collections/:shareToken', <SharedBoardPage />, 'ko');
    expect((await screen.findByRole('alert')).textContent).toContain('보드를 찾을 수 없어요');
  });
});
