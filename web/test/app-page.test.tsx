/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import AppDetail from '../src/features/library/AppDetail';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const node = (code: string, name: string, nameEn: string, children: unknown[] = []) => ({ code, name, nameEn, description: '', count: 0, children });
const codes = (call: { url: string }) => {
  const type = new URL(call.url, 'http://x').searchParams.get('type');
  if (type === 'CATEGORY') return { data: [node('1', '금융', 'Finance')] };
  return { data: [node('P1', '온보딩', 'Onboarding', [node('104', '로그인', 'Log-in')])] };
};

const screenCard = (imageId: string, order: number) => ({
  imageId,
  image: `/uploads/screens/toss/104-${order}-abc.png?exp=1&sig=s`,
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
  order,
  updatedAt: '',
  trendingScore: 0,
  likeCount: 0,
  myLikeCount: 0,
});
const detail = {
  data: {
    appId: 'a1',
    appName: '토스',
    appNameEn: 'Toss',
    type: 'MOBILE',
    categoryCodes: ['1'],
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
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    patterns: [
      { patternId: 'p1', appId: 'a1', appName: '토스', appNameEn: 'Toss', type: 'MOBILE', patternName: '로그인', patternCode: '104', patternCodeName: '로그인', image: '', images: [screenCard('i1', 0), screenCard('i2', 1), screenCard('i3', 2)], componentCodes: [], colors: [], mau: 1000, updatedAt: '', likeCount: 0, myLikeCount: 0 },
    ],
  },
};
const profile = {
  data: { appId: 'a1', appName: '토스', appNameEn: 'Toss', type: 'MOBILE', categoryCodes: ['1'], image: '/uploads/icons/toss-1.png?exp=1&sig=s', description: '간편 송금과 결제', descriptionEn: 'Send money and pay in seconds', screenCount: 12, viewable: false },
};
const LOCKED = { status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'You need a membership to see every app; free accounts see the latest 3 apps and websites.' } };

const renderApp = (lang: 'ko' | 'en') => render(renderTree(<></>, { path: '/apps/a1', lang, routes: [{ path: '/apps/:appId', element: <AppDetail /> }] }).tree);

describe('the screen viewer on an app page', () => {
  test('names the app, the pattern and the capture, links to both, and downloads under that name', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/codes': codes, 'GET /api/apps/a1': detail });
    renderApp('en');
    const openers = await screen.findAllByRole('button', { name: 'View the screen larger' });
    fireEvent.click(openers[1]!);
    const viewer = await screen.findByRole('dialog', { name: 'Screen viewer' });
    const caption = within(viewer).getByTestId('popup-caption');
    expect(caption.textContent).toBe('Toss · Log-in · 2 / 3');
    expect(within(caption).getByRole('link', { name: 'Toss' }).getAttribute('href')).toBe('/apps/a1');
    expect(within(caption).getByRole('link', { name: 'Log-in' }).getAttribute('href')).toBe('/?pattern=104');
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(`/uploads/screens/toss/104-1-abc.png?exp=1&sig=s&download=${encodeURIComponent('Toss – Log-in 2')}`);
    expect(download.getAttribute('download')).toBe('Toss – Log-in 2.png');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(caption.textContent).toBe('Toss · Log-in · 3 / 3');
  });

  test('in Korean, with the Korean names', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/codes': codes, 'GET /api/apps/a1': detail });
    renderApp('ko');
    fireEvent.click((await screen.findAllByRole('button', { name: '화면 크게 보기' }))[0]!);
    const caption = await screen.findByTestId('popup-caption');
    expect(caption.textContent).toBe('토스 · 로그인 · 1 / 3');
    expect(screen.getByRole('link', { name: '다운로드' }).getAttribute('href')).toContain(`&download=${encodeURIComponent('토스 – 로그인 1')}`);
  });
});

describe('a locked app page', () => {
  test('shows the app’s public listing above the upsell, and no screens', async () => {
    const gw = fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/codes': codes, 'GET /api/apps/a1': LOCKED, 'GET /api/v2/apps/a1/profile': profile });
    renderApp('en');
    const head = await screen.findByTestId('locked-app');
    expect(within(head).getByRole('heading', { level: 1 }).textContent).toBe('Toss');
    expect(head.querySelector('img')?.getAttribute('src')).toBe(profile.data.image);
    expect(await within(head).findByText('Mobile app · Finance · 12 screens')).toBeTruthy();
    expect(within(head).getByTestId('app-description').textContent).toBe('Send money and pay in seconds');
    const upsell = screen.getByTestId('free-limit');
    expect(upsell.textContent).toContain('Toss’s 12 screens are open to members');
    expect(head.compareDocumentPosition(upsell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View the screen larger' })).toBeNull();
    expect(gw.callsTo('GET', '/api/v2/apps/a1/profile')).toHaveLength(1);
  });

  test('in Korean', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/codes': codes, 'GET /api/apps/a1': LOCKED, 'GET /api/v2/apps/a1/profile': profile });
    renderApp('ko');
    const head = await screen.findByTestId('locked-app');
    expect(within(head).getByRole('heading', { level: 1 }).textContent).toBe('토스');
    expect(within(head).getByTestId('app-description').textContent).toBe('간편 송금과 결제');
    expect(screen.getByTestId('free-limit').textContent).toContain('토스의 화면 12개는 멤버십으로 볼 수 있어요');
  });

  test('an app that is not there keeps the plain upsell', async () => {
    fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/codes': codes, 'GET /api/apps/a1': LOCKED, 'GET /api/v2/apps/a1/profile': { status: 404, body: { errorCode: 'NOT_FOUND', msg: 'App not found' } } });
    renderApp('en');
    const upsell = await screen.findByTestId('free-limit');
    expect(upsell.textContent).toContain('The free plan shows the latest 3 apps and websites');
    expect(screen.queryByTestId('locked-app')).toBeNull();
  });
});
