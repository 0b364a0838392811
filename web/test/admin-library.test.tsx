/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import CodesPage from '../src/features/admin/codes/CodesPage';
import AppPage from '../src/features/admin/library/AppPage';
import NewAppPage from '../src/features/admin/library/NewAppPage';
import { sessionAs } from './market-support';
import { FakeXhr, installFakeXhr } from './fake-xhr';
import { fakeGateway, quietActWarnings, renderTree } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());

installFakeXhr();

const node = (code: string, name: string, children: unknown[] = []) => ({
  code,
  name,
  nameEn: name,
  description: '',
  count: 0,
  children,
});
const codes = (call: { url: string }) => {
  const type = new URL(call.url, 'http://x').searchParams.get('type');
  if (type === 'CATEGORY') return { data: [node('FINANCE', 'Finance'), node('SHOPPING', 'Shopping')] };
  if (type === 'PATTERN') return { data: [node('P1', 'Onboarding', [node('101', 'Sign up')])] };
  return { data: [node('C1', 'Inputs', [node('177', 'Button'), node('178', 'Text field')])] };
};

const app = {
  appId: 'a1',
  appName: '토스',
  appNameEn: 'Toss',
  type: 'MOBILE',
  categoryCodes: ['FINANCE'],
  mau: 1000,
  image: '',
  storeUrl: '',
  colors: [],
  trendingScore: 0,
  likeCount: 0,
  myLikeCount: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};
const screenCard = (imageId: string) => ({
  imageId,
  image: `/uploads/screens/${imageId}.png?sig=1`,
  appId: 'a1',
  appName: '토스',
  appNameEn: 'Toss',
  type: 'MOBILE',
  patternName: 'Sign up',
  patternCode: '101',
  patternCodeName: 'Sign up',
  componentCodes: ['177'],
  colors: ['#4166ED'],
  mau: 1000,
  order: 0,
  updatedAt: '',
  trendingScore: 0,
  likeCount: 0,
  myLikeCount: 0,
});
const detail = {
  data: {
    ...app,
    patterns: [
      {
        patternId: 'p1',
        appId: 'a1',
        appName: '토스',
        appNameEn: 'Toss',
        type: 'MOBILE',
        patternName: 'Sign up',
        patternCode: '101',
        patternCodeName: 'Sign up',
        image: '',
        images: [screenCard('i1')],
        componentCodes: [],
        colors: [],
        mau: 1000,
        updatedAt: '',
        likeCount: 0,
        myLikeCount: 0,
      },
    ],
  },
};
const admin = { ...sessionAs('ADMIN'), 'GET /api/v2/codes': codes, 'GET /api/apps/a1': detail };
const renderAppPage = (lang: 'en' | 'ko' = 'en') =>
  render(
    renderTree(null, { path: '/admin/library/a1', lang, routes: [{ path: '/admin/library/:appId', element: <AppPage /> }] }).tree,
  );

describe('admin library', () => {
  test('create an app: the categories come from the codes, and a refusal shows the server’s message as it came', async () => {
    const refusal = '베타 또는 내부용 앱은 등록할 수 없어요.';
    const gw = fakeGateway({
      ...admin,
      'POST /api/v2/apps': { status: 400, body: { errorCode: 'APP_NOT_RELEASED', msg: refusal } },
    });
    render(renderTree(<NewAppPage />, { path: '/admin/library/new' }).tree);
    fireEvent.change(screen.getByTestId('app-name'), { target: { value: '베타앱' } });
    fireEvent.change(screen.getByTestId('app-name-en'), { target: { value: 'Beta app' } });
    fireEvent.change(screen.getByTestId('app-mau'), { target: { value: '5000' } });
    fireEvent.change(screen.getByTestId('app-release'), { target: { value: 'BETA' } });
    fireEvent.click(await within(screen.getByTestId('app-categories')).findByText('Finance'));
    fireEvent.click(screen.getByTestId('app-save'));
    expect((await screen.findByTestId('app-form-error')).textContent).toBe(refusal);
    expect(gw.callsTo('POST', '/api/v2/apps')[0]!.body).toEqual({
      appName: '베타앱',
      appNameEn: 'Beta app',
      type: 'MOBILE',
      categoryCodes: ['FINANCE'],
      mau: 5000,
      storeUrl: '',
      releaseStatus: 'BETA',
      description: '',
      descriptionEn: '',
    });
    expect(screen.getByTestId('app-save')).toHaveProperty('disabled', false);
  });

  test('a pattern with several screens: each file uploads with its own progress, then one call adds them in order', async () => {
    let slot = 0;
    const gw = fakeGateway({
      ...admin,
      'POST /api/image': () => ({
        status: 201,
        body: {
          data: {
            uploadUrl: `/uploads/put-${++slot}?signature=s`,
            method: 'PUT',
            image: `/uploads/screens/a1/s${slot}.png`,
            key: `screens/a1/s${slot}.png`,
            expiresAt: '',
          },
        },
      }),
      'POST /api/v2/apps/a1/patterns': { status: 201, body: detail },
    });
    renderAppPage();
    await screen.findByTestId('pattern-form');
    fireEvent.change(screen.getByTestId('pattern-name'), { target: { value: 'Checkout' } });
    const files = [new File(['a'], 'one.png', { type: 'image/png' }), new File(['b'], 'two.png', { type: 'image/png' })];
    fireEvent.drop(screen.getByTestId('drop-screens'), { dataTransfer: { files } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(gw.callsTo('POST', '/api/image').map((c) => c.body)).toEqual([
      { path: 'screens/a1/one.png', contentType: 'image/png' },
      { path: 'screens/a1/two.png', contentType: 'image/png' },
    ]);
    act(() => FakeXhr.sent[0]!.progress(40, 100));
    act(() => FakeXhr.sent[1]!.progress(10, 100));
    expect(screen.getAllByTestId('upload-progress').map((p) => p.getAttribute('value'))).toEqual(['40', '10']);
    expect(screen.getByTestId('pattern-save')).toHaveProperty('disabled', true);
    // The second finishes first; the order stays the one given.
    act(() => FakeXhr.sent[1]!.answer(200));
    act(() => FakeXhr.sent[0]!.answer(200));
    await waitFor(() =>
      expect(screen.getAllByTestId('screen-upload').map((u) => u.getAttribute('data-state'))).toEqual(['done', 'done']),
    );
    fireEvent.click(screen.getByTestId('pattern-save'));
    await waitFor(() => expect(gw.callsTo('POST', '/api/v2/apps/a1/patterns')).toHaveLength(1));
    expect(gw.callsTo('POST', '/api/v2/apps/a1/patterns')[0]!.body).toEqual({
      patterns: [
        {
          patternName: 'Checkout',
          patternCode: '',
          images: [
            { image: '/uploads/screens/a1/s1.png', order: 0 },
            { image: '/uploads/screens/a1/s2.png', order: 1 },
          ],
        },
      ],
    });
    await waitFor(() => expect(screen.queryAllByTestId('screen-upload')).toHaveLength(0));
  });

  test.each([
    ['en', 'There is nothing to delete.'],
    ['ko', '삭제할 항목이 없습니다.'],
  ] as const)(
    'deleting patterns with none selected says there is nothing to delete (%s) and calls nothing',
    async (lang, text) => {
      const gw = fakeGateway(admin);
      renderAppPage(lang);
      fireEvent.click(await screen.findByTestId('patterns-delete'));
      expect((await screen.findByRole('dialog')).textContent).toContain(text);
      expect(gw.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    },
  );

  test('a screen shows its colours and component names; tagging sends the whole checklist', async () => {
    const gw = fakeGateway({
      ...admin,
      'POST /api/v2/apps/images/i1/components': { data: { ...screenCard('i1'), componentCodes: ['177', '178'] } },
    });
    renderAppPage();
    const item = await screen.findByTestId('admin-screen');
    expect(within(item).getByTestId('screen-colours').querySelector('[data-colour]')?.getAttribute('data-colour')).toBe(
      '#4166ED',
    );
    await waitFor(() => expect(within(item).getByTestId('screen-components').textContent).toBe('Button'));
    fireEvent.click(within(item).getByTestId('screen-tag'));
    fireEvent.click(within(screen.getByTestId('component-checklist')).getByLabelText('Text field'));
    fireEvent.click(screen.getByTestId('components-save'));
    await waitFor(() => expect(gw.callsTo('POST', '/api/v2/apps/images/i1/components')).toHaveLength(1));
    expect(gw.callsTo('POST', '/api/v2/apps/images/i1/components')[0]!.body).toEqual({ componentCodes: ['177', '178'] });
  });

  test('codes: add a pattern code under its group; it shows in the tree once the tree has it', async () => {
    let added = false;
    const gw = fakeGateway({
      ...admin,
      'GET /api/v2/codes': (call: { url: string }) => {
        const answer = codes(call) as { data: ReturnType<typeof node>[] };
        if (added && call.url.includes('type=PATTERN')) answer.data[0]!.children.push(node('161', 'Wishlist'));
        return answer;
      },
      'POST /api/v2/codes': () => {
        added = true;
        return {
          status: 201,
          body: {
            data: {
              type: 'PATTERN',
              code: '161',
              name: 'Wishlist',
              nameEn: 'Wishlist',
              description: '',
              parentCode: 'P1',
              sort: 0,
            },
          },
        };
      },
    });
    render(renderTree(<CodesPage />, { path: '/admin/codes' }).tree);
    fireEvent.click(screen.getByTestId('codes-type-PATTERN'));
    await waitFor(() =>
      expect(screen.getAllByTestId('code-node').map((n) => n.getAttribute('data-code'))).toEqual(['P1', '101']),
    );
    fireEvent.change(screen.getByTestId('code-code'), { target: { value: '161' } });
    fireEvent.change(screen.getByTestId('code-name'), { target: { value: 'Wishlist' } });
    fireEvent.change(screen.getByTestId('code-parent'), { target: { value: 'P1' } });
    // The words a designer may search it by, comma- or line-separated: sent as a list.
    fireEvent.change(screen.getByTestId('code-synonyms'), { target: { value: 'wish list, 찜 ,\nsaved for later' } });
    fireEvent.click(screen.getByTestId('code-save'));
    await waitFor(() =>
      expect(screen.getAllByTestId('code-node').map((n) => n.getAttribute('data-code'))).toEqual(['P1', '101', '161']),
    );
    expect(gw.callsTo('POST', '/api/v2/codes')[0]!.body).toEqual({
      type: 'PATTERN',
      code: '161',
      name: 'Wishlist',
      parentCode: 'P1',
      synonyms: ['wish list', '찜', 'saved for later'],
    });
    expect((await screen.findByTestId('code-added')).textContent).toBe('Code 161 added.');
  });

  test('codes: a refused code shows the server’s words', async () => {
    fakeGateway({
      ...admin,
      'POST /api/v2/codes': { status: 409, body: { errorCode: 'CODE_EXISTS', msg: 'That code exists.' } },
    });
    render(renderTree(<CodesPage />, { path: '/admin/codes' }).tree);
    fireEvent.change(screen.getByTestId('code-code'), { target: { value: 'FINANCE' } });
    fireEvent.change(screen.getByTestId('code-name'), { target: { value: 'Finance' } });
    fireEvent.click(screen.getByTestId('code-save'));
    expect((await screen.findByTestId('code-error')).textContent).toBe('That code exists.');
  });
});
