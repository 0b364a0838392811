/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import Library from '../src/features/library/Library';
import { nextOffset, PAGE_SIZE } from '../src/features/library/api';
import { useSession } from '../src/features/auth/session';
import { fakeGateway, quietActWarnings, renderTree, signedInUser, type FakeCall } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function SessionStatus() {
  return <p data-testid="session-status">{useSession().status}</p>;
}

const page = (
  <>
    <Where />
    <SessionStatus />
    <Library type="MOBILE" />
  </>
);

const app = (i: number) => ({ appId: `app-${i}`, appName: `앱 ${i}`, appNameEn: `App ${i}`, type: 'MOBILE', mau: 1000 * i, image: '', categoryCodes: [], screens: [] });
const apps = (from: number, count: number) => ({ data: Array.from({ length: count }, (_, i) => app(from + i)) });
const offsetOf = (call: FakeCall) => Number(new URL(call.url, 'http://x').searchParams.get('offset'));

/** The session as the gateway answers it: the user and the entitlement it resolved (plan, paid, seesWholeLibrary). */
const sessionOf = (entitlement: { plan: string; paid: boolean; seesWholeLibrary: boolean }, role = 'USER') => ({
  'GET /api/auth/session': { user: { ...signedInUser, role }, expires: '2030-01-01T00:00:00.000Z', ...entitlement },
  'GET /api/auth/session-check': { ok: true, isValid: true },
});
// No membership record in either: the page reads the session, never /mypage, to decide.
const noMembership = { 'GET /api/v2/users/memberships/mypage': { data: { found: false, plan: '', isActive: false } } };
const starter = { ...sessionOf({ plan: 'STARTER', paid: false, seesWholeLibrary: false }), ...noMembership };
const personalPro = sessionOf({ plan: 'PERSONAL_PRO', paid: true, seesWholeLibrary: true });
/** A user an admin marked free: paid without a membership record. */
const markedFree = { ...sessionOf({ plan: 'PERSONAL_PRO', paid: true, seesWholeLibrary: true }), ...noMembership };
/** An admin: not paid, but served the whole library by the server. */
const admin = { ...sessionOf({ plan: 'STARTER', paid: false, seesWholeLibrary: true }, 'ADMIN'), ...noMembership };

describe('offset paging', () => {
  test('the next page starts after what is loaded; a short page ends the list', () => {
    expect(nextOffset(24, 24, 24)).toBe(24);
    expect(nextOffset(24, 48, 24)).toBe(48);
    expect(nextOffset(23, 47, 24)).toBeUndefined();
    expect(nextOffset(0, 48, 24)).toBeUndefined();
  });

  test('the grid asks for offsets 0, 24, 48 and stops after the page shorter than the limit', async () => {
    const gw = fakeGateway({
      ...personalPro,
      'GET /api/v2/apps': (call) => {
        const offset = offsetOf(call);
        return offset < 2 * PAGE_SIZE ? apps(offset, PAGE_SIZE) : apps(offset, 5);
      },
    });
    render(renderTree(page).tree);
    await waitFor(() => expect(screen.getAllByTestId('app-card')).toHaveLength(PAGE_SIZE));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('app-card')).toHaveLength(2 * PAGE_SIZE));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('app-card')).toHaveLength(2 * PAGE_SIZE + 5));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(gw.callsTo('GET', '/api/v2/apps').map(offsetOf)).toEqual([0, PAGE_SIZE, 2 * PAGE_SIZE]);
    expect(new URL(gw.callsTo('GET', '/api/v2/apps')[0]!.url, 'http://x').searchParams.get('limit')).toBe(String(PAGE_SIZE));
    // A paying member never sees the free-tier notice.
    expect(screen.queryByTestId('free-limit')).toBeNull();
  });

  test('the free tier ends with the membership notice', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/apps': apps(0, 3) });
    render(renderTree(page).tree);
    await screen.findByTestId('free-limit');
    expect(screen.getAllByTestId('app-card')).toHaveLength(3);
  });
});

describe('MAU/colour gate', () => {
  test('a signed-in user without a paid plan gets the membership modal instead of the MAU/colour panel', async () => {
    fakeGateway({ ...starter, 'GET /api/v2/apps': apps(0, 3) });
    render(renderTree(page).tree);
    await screen.findAllByTestId('app-card');
    await screen.findByTestId('free-limit');
    fireEvent.click(screen.getByTestId('reference-mauColor'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You need a membership to use the MAU/Color Search feature.');
    expect(screen.queryByTestId('panel-mauColor')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See membership' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/membership'));
  });

  test('a visitor gets the same modal', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/apps': apps(0, 3) });
    render(renderTree(page).tree);
    await screen.findAllByTestId('app-card');
    fireEvent.click(screen.getByTestId('reference-mauColor'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('You need a membership to use the MAU/Color Search feature.');
  });

  test.each([
    ['a paying member', personalPro],
    ['a user an admin marked free (no membership record)', markedFree],
    ['an admin', admin],
  ])('%s opens the panel and filters by colour and MAU', async (_who, entitlement) => {
    const gw = fakeGateway({ ...entitlement, 'GET /api/v2/apps': apps(0, 2) });
    render(renderTree(page).tree);
    await screen.findAllByTestId('app-card');
    await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('authenticated'));
    expect(screen.queryByTestId('free-limit')).toBeNull();
    fireEvent.click(screen.getByTestId('reference-mauColor'));
    await screen.findByTestId('panel-mauColor');
    fireEvent.click(screen.getByTestId('color-blue'));
    fireEvent.click(screen.getByTestId('mau-over10m'));
    await waitFor(() => {
      const last = new URL(gw.callsTo('GET', '/api/v2/apps').at(-1)!.url, 'http://x').searchParams;
      expect(last.get('color')).toBe('#4166ED');
      expect(last.get('minmau')).toBe('10000000');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('a panel asked for in the address obeys the gate: a visitor gets the modal, never the panel', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/apps': apps(0, 3) });
    render(renderTree(page, { path: '/?panel=mauColor' }).tree);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You need a membership to use the MAU/Color Search feature.');
    expect(screen.queryByTestId('panel-mauColor')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryAllByRole('alertdialog')).toHaveLength(0));
    expect(screen.queryByTestId('panel-mauColor')).toBeNull();
    // Dropped, not only hidden: the card opens the gate again instead of closing a panel.
    fireEvent.click(screen.getByTestId('reference-mauColor'));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('You need a membership to use the MAU/Color Search feature.');
  });

  test('a panel asked for in the address opens for a paying member', async () => {
    fakeGateway({ ...personalPro, 'GET /api/v2/apps': apps(0, 3) });
    render(renderTree(page, { path: '/?panel=mauColor' }).tree);
    await screen.findByTestId('panel-mauColor');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('403 MEMBERSHIP_REQUIRED from the server shows the modal and drops the paid filters', async () => {
    fakeGateway({
      // A session that says paid, stale against the server: the server's 403 wins.
      ...personalPro,
      'GET /api/v2/apps': (call) =>
        new URL(call.url, 'http://x').searchParams.has('color')
          ? { status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'You need a membership to use the MAU/Color Search feature.' } }
          : apps(0, 3),
    });
    render(renderTree(page, { path: '/?color=%23000000' }).tree);
    expect((await screen.findByRole('alertdialog')).textContent).toContain('You need a membership to use the MAU/Color Search feature.');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    await waitFor(() => expect(screen.getAllByTestId('app-card')).toHaveLength(3));
  });
});

test('on a mobile width the component collection asks to check on PC', async () => {
  (window as { matchMedia?: unknown }).matchMedia = (query: string) => ({
    matches: query.includes('max-width: 750px'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  });
  fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/apps': apps(0, 3), 'GET /api/v2/codes': { data: [] } });
  render(renderTree(page).tree);
  await screen.findAllByTestId('app-card');
  fireEvent.click(screen.getByTestId('reference-component'));
  expect((await screen.findByRole('dialog')).textContent).toContain('Please check on PC');
  expect(screen.queryByTestId('panel-component')).toBeNull();
});

test('the component checkboxes show the counts the server computed for the current selection', async () => {
  const tree = (counts: Record<string, number>) => ({
    data: [
      {
        code: '170',
        name: '입력',
        nameEn: 'Inputs',
        description: '',
        count: 0,
        children: Object.entries(counts).map(([code, count]) => ({ code, name: `c${code}`, nameEn: `c${code}`, description: '', count, children: [] })),
      },
    ],
  });
  const gw = fakeGateway({
    'GET /api/auth/session': {},
    'GET /api/v2/apps/images': { data: [] },
    // The server's facet counts: what the results would be with each one picked too (never recomputed here).
    'GET /api/v2/codes': (call) => {
      const picked = new URL(call.url, 'http://x').searchParams.get('componentCodes');
      return picked === '230,187' ? tree({ '230': 3, '187': 3, '177': 1 }) : tree({ '230': 6, '187': 3, '177': 2 });
    },
  });
  render(renderTree(page, { path: '/?panel=component&component=230&category=1' }).tree);
  await waitFor(() => expect(screen.getByTestId('component-count-187').textContent).toBe('3'));
  expect(screen.getByTestId('component-count-177').textContent).toBe('2');
  const first = new URL(gw.callsTo('GET', '/api/v2/codes')[0]!.url, 'http://x').searchParams;
  expect([first.get('type'), first.get('appType'), first.get('componentCodes'), first.get('categoryCodes')]).toEqual(['COMPONENT', 'MOBILE', '230', '1']);

  fireEvent.click(screen.getByRole('checkbox', { name: /c187/ }));
  await waitFor(() => expect(screen.getByTestId('component-count-177').textContent).toBe('1'));
  expect(screen.getByTestId('component-count-230').textContent).toBe('3');
});

describe('apps or screens', () => {
  const screenCard = (i: number) => ({
    imageId: `img-${i}`,
    appId: `app-${i}`,
    appName: `앱 ${i}`,
    appNameEn: `App ${i}`,
    type: 'MOBILE',
    image: `/files/s${i}.png`,
    thumbnails: [],
    patternName: '',
    patternCode: '101',
    patternCodeName: 'Sign-up',
    componentCodes: [],
  });
  const screens = (count: number) => ({ data: Array.from({ length: count }, (_, i) => screenCard(i)) });
  const gateway = () => fakeGateway({ ...personalPro, 'GET /api/v2/apps': apps(0, 3), 'GET /api/v2/apps/images': screens(4) });
  afterEach(() => localStorage.clear());

  test('the home shows app cards until screens is picked; then large screens, and the choice sticks on this device', async () => {
    const gw = gateway();
    const first = render(renderTree(page).tree);
    await screen.findAllByTestId('app-card');
    expect(screen.getByTestId('view-apps').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('view-screens'));
    await waitFor(() => expect(screen.getAllByTestId('screen-card')).toHaveLength(4));
    expect(screen.getByTestId('view-screens').getAttribute('aria-pressed')).toBe('true');
    // The choice is the device's, not the address's: the address stays as it was.
    expect(screen.getByTestId('where').textContent).toBe('/');
    first.unmount();
    // A later visit opens on screens.
    render(renderTree(page).tree);
    await waitFor(() => expect(screen.getAllByTestId('screen-card')).toHaveLength(4));
    expect(screen.queryByTestId('app-card')).toBeNull();
    expect(gw.callsTo('GET', '/api/v2/apps/images').length).toBeGreaterThanOrEqual(2);
  });

  test('screens sort by trending or newest, and narrow by a pattern; a link naming a view wins over the stored one', async () => {
    localStorage.setItem('screenshelf.libraryView', 'screens');
    const gw = gateway();
    const shown = render(renderTree(page, { path: '/?pattern=101' }).tree);
    await waitFor(() => expect(screen.getAllByTestId('screen-card')).toHaveLength(4));
    fireEvent.change(screen.getByTestId('sort'), { target: { value: 'trending' } });
    await waitFor(() => {
      const last = new URL(gw.callsTo('GET', '/api/v2/apps/images').at(-1)!.url, 'http://x').searchParams;
      expect(last.get('sortField')).toBe('trending');
      expect(last.getAll('patternCodes').join(',')).toContain('101');
    });
    expect(screen.getByTestId('where').textContent).toBe('/?sort=trending&pattern=101');
    shown.unmount();
    render(renderTree(page, { path: '/?view=apps' }).tree);
    await screen.findAllByTestId('app-card');
    expect(screen.getByTestId('view-apps').getAttribute('aria-pressed')).toBe('true');
  });
});
