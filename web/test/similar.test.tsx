/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import Similar from '../src/features/library/Similar';
import { useSession } from '../src/features/auth/session';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

const card = (i: number, appName: string, appNameEn: string) => ({
  imageId: `img-${i}`,
  appId: `app-${appName}`,
  appName,
  appNameEn,
  type: 'MOBILE',
  image: `/files/s${i}.png`,
  thumbnails: [],
  patternName: '장바구니',
  patternCode: '124',
  patternCodeName: '장바구니',
  componentCodes: ['177'],
  colors: [],
  likeCount: 0,
  myLikeCount: 0,
});
const path = '/api/v2/apps/images/img-1/similar';
function SessionStatus() {
  return <p data-testid="session-status">{useSession().status}</p>;
}
const page = {
  path: '/screens/img-1/similar',
  routes: [
    {
      path: '/screens/:imageId/similar',
      element: (
        <>
          <SessionStatus />
          <Similar />
        </>
      ),
    },
  ],
};

test("names the screen and shows other apps' screens like it, asking the server for them", async () => {
  const gw = fakeGateway({
    'GET /api/auth/session': {},
    'GET /api/v2/codes': { data: [] },
    [`GET ${path}`]: { source: card(1, '오늘의식탁', 'Today’s Table'), data: [card(2, '포크풀', 'Forkful'), card(3, '카트휠', 'Cartwheel')] },
  });
  render(renderTree(null, { ...page, lang: 'en' }).tree);
  await waitFor(() => expect(screen.getAllByTestId('screen-card')).toHaveLength(2));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Screens like Today’s Table · 장바구니');
  expect(screen.getAllByTestId('screen-card').map((c) => c.getAttribute('href'))).toEqual(['/apps/app-포크풀', '/apps/app-카트휠']);
  expect(gw.callsTo('GET', path)).toHaveLength(1);
  // A visitor is told the screens came from the free window, and where the rest are.
  expect((await screen.findByTestId('similar-window')).textContent).toContain('a membership finds screens like this in every app');
});

test('a member is not told about the free window', async () => {
  fakeGateway({
    'GET /api/auth/session': { user: { id: 'u1', email: 'm@example.com', name: 'M', role: 'USER' }, expires: '2030-01-01T00:00:00.000Z', plan: 'PERSONAL_PRO', paid: true, seesWholeLibrary: true },
    'GET /api/auth/session-check': { ok: true, isValid: true },
    'GET /api/v2/codes': { data: [] },
    [`GET ${path}`]: { source: card(1, '오늘의식탁', ''), data: [card(2, '포크풀', 'Forkful')] },
  });
  render(renderTree(null, { ...page, lang: 'en' }).tree);
  await screen.findAllByTestId('screen-card');
  await waitFor(() => expect(screen.getByTestId('session-status').textContent).toBe('authenticated'));
  expect(screen.queryByTestId('similar-window')).toBeNull();
});

test('says so when no other app has a screen like it, in Korean with the right particle', async () => {
  fakeGateway({ 'GET /api/auth/session': {}, 'GET /api/v2/codes': { data: [] }, [`GET ${path}`]: { source: card(1, '오늘의식탁', ''), data: [] } });
  render(renderTree(null, { ...page, lang: 'ko' }).tree);
  await screen.findByTestId('similar-empty');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('오늘의식탁 · 장바구니와 비슷한 화면');
});

test("a screen outside the caller's window: the server's reason and the way to membership", async () => {
  fakeGateway({
    'GET /api/auth/session': {},
    'GET /api/v2/codes': { data: [] },
    [`GET ${path}`]: { status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'A membership opens every app.' } },
  });
  render(renderTree(null, { ...page, lang: 'en' }).tree);
  expect((await screen.findByRole('alert')).textContent).toContain('A membership opens every app.');
  expect(screen.getByRole('link', { name: 'See membership' }).getAttribute('href')).toBe('/membership');
});
