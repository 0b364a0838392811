/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Library from '../src/features/library/Library';
import SearchPage from '../src/features/search/SearchPage';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const app = (i: number) => ({ appId: `app-${i}`, appName: `앱 ${i}`, appNameEn: `App ${i}`, type: 'MOBILE', mau: 1000 * i, image: '', categoryCodes: [], screens: [] });
const plan = (code: string, monthlyPrice: number) => ({ plan: code, name: code, nameEn: code, monthlyPrice, annualPrice: monthlyPrice * 10, perSeat: false, features: [], state: 'SUBSCRIBE' });
const plans = {
  'GET /api/v2/users/memberships/plans': {
    data: { plans: [plan('STARTER', 0), plan('PERSONAL_PRO', 9900), plan('GROUP_PRO', 14900)], annualDiscountPercent: 20, groupDiscountPercent: 10, groupDiscountMinSize: 5 },
  },
};
const visitor = { 'GET /api/auth/session': {}, ...plans };

// The free tier's wall (issue 14): the server's `locked` counts, the lowest price of the plans API
// and the way to /membership, instead of an empty list or after the visible apps.
describe('the free tier wall', () => {
  test('stands in for the empty state when the filters match only locked items', async () => {
    fakeGateway({ ...visitor, 'GET /api/v2/apps': { data: [], locked: { apps: 2, screens: 1234, previews: ['/uploads/screens/a/1-blur.webp?exp=1&sig=x', '/uploads/screens/b/2-blur.webp?exp=1&sig=y'] } } });
    render(renderTree(<Library type="MOBILE" />).tree);
    expect((await screen.findByTestId('wall-counts')).textContent).toBe('2 more apps and 1,234 screens match — with a membership');
    expect((await screen.findByTestId('wall-price')).textContent).toBe('From ₩9,900 a month');
    expect(screen.getByRole('link', { name: 'See membership' }).getAttribute('href')).toBe('/membership');
    const previews = [...screen.getByTestId('wall-previews').querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(previews).toEqual(['/uploads/screens/a/1-blur.webp?exp=1&sig=x', '/uploads/screens/b/2-blur.webp?exp=1&sig=y']);
    expect(screen.queryByTestId('app-card')).toBeNull();
    expect(screen.queryByText('No references match yet.')).toBeNull();
  });

  test("keeps a website's wide shape in the previews of the website tab", async () => {
    fakeGateway({ ...visitor, 'GET /api/v2/apps': { data: [], locked: { apps: 1, screens: 12, previews: ['/uploads/screens/w/1-blur.webp?exp=1&sig=z'] } } });
    render(renderTree(<Library type="WEBSITE" />).tree);
    expect((await screen.findByTestId('wall-previews')).className).toBe('wall__previews wall__previews--website');
  });

  test('follows the visible apps otherwise', async () => {
    fakeGateway({ ...visitor, 'GET /api/v2/apps': { data: [app(1), app(2), app(3)], locked: { apps: 7, screens: 40, previews: [] } } });
    render(renderTree(<Library type="MOBILE" />).tree);
    const counts = await screen.findByTestId('wall-counts');
    expect(screen.getAllByTestId('app-card')).toHaveLength(3);
    expect(counts.textContent).toBe('7 more apps and 40 screens match — with a membership');
    // After the grid, not before it.
    expect(screen.getByTestId('grid').compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('says what the free plan shows when nothing more matches', async () => {
    fakeGateway({ ...visitor, 'GET /api/v2/apps': { data: [app(1)], locked: { apps: 0, screens: 0, previews: [] } } });
    render(renderTree(<Library type="MOBILE" />).tree);
    await screen.findByTestId('free-limit');
    expect(screen.queryByTestId('wall-counts')).toBeNull();
  });

  test('is not shown to callers the server gives no `locked`', async () => {
    fakeGateway({
      ...plans,
      'GET /api/auth/session': { user: signedInUser, expires: '2030-01-01T00:00:00.000Z', plan: 'PERSONAL_PRO', paid: true, seesWholeLibrary: true },
      'GET /api/auth/session-check': { ok: true, isValid: true },
      'GET /api/v2/apps': { data: [app(1), app(2)] },
    });
    render(renderTree(<Library type="MOBILE" />).tree);
    await screen.findAllByTestId('app-card');
    await waitFor(() => expect(screen.queryByTestId('free-limit')).toBeNull());
    expect(screen.queryByTestId('wall-counts')).toBeNull();
  });
});

// The search page's screens that show the words: mobile or website screens by a chip, and the same
// wall when the words match screens beyond the caller's window.
describe('the search page', () => {
  const screenCard = (imageId: string, type: string) => ({
    imageId,
    appId: 'a',
    appName: '앱',
    appNameEn: 'App',
    type,
    image: `/api/image/screens/${imageId}.png`,
    thumbnails: [],
    order: 0,
    mau: 0,
    patternCode: '1',
    patternCodeName: 'Sign in',
    patternName: 'Sign in',
    componentCodes: [],
    colors: [],
    likeCount: 0,
    myLikeCount: 0,
    trendingScore: 0,
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  const searchRoutes = (screens: (type: string) => object) => ({
    ...visitor,
    'GET /api/v2/codes': { data: [] },
    'GET /api/v2/apps/search': { data: [] },
    'GET /api/v2/apps/images': (call: { url: string }) => screens(new URL(call.url, 'http://x').searchParams.get('type')!),
  });

  test('shows what the server read the words as: chips that search again without their words, and did-you-mean', async () => {
    const understood = [
      { type: 'PATTERN', code: '104', name: '로그인', nameEn: 'Sign in', text: 'sigin' },
      { type: 'PLATFORM', code: 'WEBSITE', name: '웹', nameEn: 'Websites', text: 'web' },
    ];
    const fake = fakeGateway(searchRoutes(() => ({ data: [screenCard('w1', 'WEBSITE')], understood, didYouMean: 'signin web' })));
    const { tree, router } = renderTree(<SearchPage />, { path: '/search?q=sigin%20web', lang: 'en' });
    render(tree);
    const chips = await screen.findAllByTestId('search-understood-chip');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual(['Search without Sign in', 'Search without Websites']);
    expect(screen.getByTestId('search-did-you-mean').textContent).toBe('Read as signin web');
    // The page only shows the server's reading: it asks with the words as typed, never with codes of its own.
    const asked = fake.calls.filter((c) => c.path === '/api/v2/apps/images').map((c) => new URL(c.url, 'http://x').searchParams);
    expect(asked.every((p) => p.get('keyword') === 'sigin web' && p.get('meaning') === 'true' && !p.get('patternCodes'))).toBe(true);
    // A platform the server read shows that platform's screens (website-shaped), whatever the chip says.
    await screen.findAllByTestId('screen-card');
    fireEvent.click(chips[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=web'));
  });

  test('answers "no screens for …" with the nearest patterns when nothing matches', async () => {
    const suggestions = [{ type: 'PATTERN', code: '104', name: '로그인', nameEn: 'Sign in', text: '' }];
    fakeGateway(searchRoutes(() => ({ data: [], understood: [], suggestions })));
    render(renderTree(<SearchPage />, { path: '/search?q=zxqv', lang: 'en' }).tree);
    expect((await screen.findByTestId('search-no-screens')).textContent).toContain('No screens for “zxqv”.');
    const link = screen.getByTestId('search-suggestion');
    expect(link.textContent).toBe('Sign in');
    expect(link.getAttribute('href')).toBe('/search?q=Sign+in');
    expect(screen.queryByTestId('wall-counts')).toBeNull();
  });

  test('shows the wall in place of the screens when only locked ones show the words', async () => {
    fakeGateway(searchRoutes(() => ({ data: [], locked: { apps: 3, screens: 12, previews: [] } })));
    render(renderTree(<SearchPage />, { path: '/search?q=Sign%20in' }).tree);
    expect((await screen.findByTestId('wall-counts')).textContent).toBe('3 more apps and 12 screens match — with a membership');
    expect(screen.queryByText('No screen shows these words.')).toBeNull();
  });

  test('asks for website screens on the Websites chip, with the wall after the visible ones', async () => {
    const fake = fakeGateway(
      searchRoutes((type) => (type === 'WEBSITE' ? { data: [screenCard('w1', 'WEBSITE')], locked: { apps: 1, screens: 2, previews: [] } } : { data: [], locked: { apps: 0, screens: 0, previews: [] } })),
    );
    render(renderTree(<SearchPage />, { path: '/search?q=Sign%20in' }).tree);
    await screen.findByText('No screens for “Sign in”.');
    expect(screen.queryByTestId('wall-counts')).toBeNull();
    fireEvent.click(screen.getByTestId('search-screen-type-WEBSITE'));
    const counts = await screen.findByTestId('wall-counts');
    expect(counts.textContent).toBe('1 more app and 2 screens match — with a membership');
    expect(fake.calls.some((c) => c.path === '/api/v2/apps/images' && new URL(c.url, 'http://x').searchParams.get('type') === 'WEBSITE')).toBe(true);
    expect(screen.getByTestId('search-screen-type-WEBSITE').getAttribute('aria-selected')).toBe('true');
  });
});
