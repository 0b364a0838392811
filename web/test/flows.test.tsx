/** @jest-environment jsdom */
import './jsdom-env';
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AppDetail from '../src/features/library/AppDetail';
import Library from '../src/features/library/Library';
import { AppFlowsAdmin, FlowEditor, moveStep } from '../src/features/admin/library/FlowEditor';
import { rowLayout } from '../src/features/library/flow-clipboard';
import { fakeGateway, quietActWarnings, renderTree, signedInUser } from './support';

let restore: () => void;
beforeAll(() => {
  restore = quietActWarnings();
});
afterAll(() => restore());
afterEach(() => localStorage.clear());

const node = (code: string, name: string, nameEn: string, children: unknown[] = []) => ({
  code,
  name,
  nameEn,
  description: '',
  count: 0,
  children,
});
const codes = (call: { url: string }) => {
  const type = new URL(call.url, 'http://x').searchParams.get('type');
  if (type === 'CATEGORY') return { data: [node('1', '금융', 'Finance')] };
  return { data: [node('P1', '온보딩', 'Onboarding', [node('101', '회원가입', 'Sign-up')])] };
};

const step = (i: number, label: string, labelEn: string) => ({
  imageId: `i${i}`,
  image: `/uploads/screens/toss/${i}.png?exp=1&sig=s`,
  thumbnails: [],
  label,
  labelEn,
  order: i,
});
const flow = (
  flowId: string,
  steps = [step(0, '전화번호 입력', 'Enter phone number'), step(1, '인증번호 확인', 'Verify the code'), step(2, '가입 완료', '')],
) => ({
  flowId,
  appId: 'a1',
  appName: '토스',
  appNameEn: 'Toss',
  appType: 'MOBILE',
  appIcon: '',
  name: '회원가입',
  nameEn: 'Sign-up',
  patternCode: '101',
  // Sent out of order: the card and the viewer follow `order`.
  steps: [...steps].reverse(),
  updatedAt: '2026-11-01T00:00:00Z',
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
    patterns: [],
  },
};
const appPage = {
  'GET /api/auth/session': {},
  'GET /api/v2/codes': codes,
  'GET /api/apps/a1': detail,
  'GET /api/v2/apps/a1/flows': { data: [flow('f1')] },
};
const renderApp = (lang: 'ko' | 'en', path = '/apps/a1') =>
  render(renderTree(<></>, { path, lang, routes: [{ path: '/apps/:appId', element: <AppDetail /> }] }).tree);

// jsdom has no PointerEvent: without one, testing-library's pointer events carry no coordinates.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
}
(window as { PointerEvent?: unknown }).PointerEvent ??= TestPointerEvent;

const key = (name: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })));

describe('the flow viewer', () => {
  test('the app page shows its flows as cards; ←/→ step through, the ends hold, Esc closes and gives focus back', async () => {
    fakeGateway(appPage);
    renderApp('en');
    const card = await screen.findByTestId('flow-card');
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText(/Sign-up · 3 steps/)).toBeTruthy();
    const opener = within(card).getByRole('button', { name: 'View the Sign-up flow' });
    opener.focus();
    fireEvent.click(opener);

    const viewer = await screen.findByRole('dialog', { name: 'Flow viewer' });
    const count = within(viewer).getByTestId('flow-count');
    expect(within(viewer).getByTestId('flow-caption').textContent).toBe('Toss · Sign-up · Step 1 of 3');
    // Focus moves into the dialog.
    expect(viewer.contains(document.activeElement)).toBe(true);
    key('ArrowLeft');
    expect(count.textContent).toBe('Step 1 of 3');
    key('ArrowRight');
    expect(count.textContent).toBe('Step 2 of 3');
    key('ArrowRight');
    key('ArrowRight');
    expect(count.textContent).toBe('Step 3 of 3');
    expect((within(viewer).getByRole('button', { name: 'Next step' }) as HTMLButtonElement).disabled).toBe(true);
    key('ArrowLeft');
    expect(count.textContent).toBe('Step 2 of 3');

    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Flow viewer' })).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  test('a strip screen opens its step; a sideways swipe moves, a vertical one does not', async () => {
    fakeGateway(appPage);
    renderApp('en');
    const card = await screen.findByTestId('flow-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Go to step 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Flow viewer' });
    const count = within(viewer).getByTestId('flow-count');
    expect(count.textContent).toBe('Step 2 of 3');
    const stage = within(viewer).getByTestId('flow-stage');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: to[0], clientY: to[1] });
    };
    swipe([300, 400], [120, 410]);
    expect(count.textContent).toBe('Step 3 of 3');
    swipe([100, 400], [110, 100]);
    expect(count.textContent).toBe('Step 3 of 3');
    swipe([100, 400], [300, 390]);
    expect(count.textContent).toBe('Step 2 of 3');
  });

  test('step labels follow the page language (the other one when a step has none in it)', async () => {
    fakeGateway(appPage);
    const english = renderApp('en');
    fireEvent.click(await screen.findByRole('button', { name: 'View the Sign-up flow' }));
    let label = (await screen.findByRole('dialog')).querySelector('[data-testid="flow-step-label"]')!;
    expect(label.textContent).toBe('1Enter phone number');
    key('ArrowRight');
    key('ArrowRight');
    // The last step has no English label: the Korean one stands in.
    expect(label.textContent).toBe('3가입 완료');
    english.unmount();

    renderApp('ko');
    fireEvent.click(await screen.findByRole('button', { name: '회원가입 플로우 보기' }));
    const viewer = await screen.findByRole('dialog', { name: '플로우 보기' });
    label = within(viewer).getByTestId('flow-step-label');
    expect(label.textContent).toBe('1전화번호 입력');
    expect(within(viewer).getByTestId('flow-count').textContent).toBe('1 / 3단계');
    expect(within(viewer).getByRole('img').getAttribute('alt')).toBe('1단계: 전화번호 입력');
  });

  test('a link naming a flow opens it on the app page', async () => {
    fakeGateway({ ...appPage, 'GET /api/v2/flows/f1': flow('f1') });
    renderApp('en', '/apps/a1?flow=f1');
    const viewer = await screen.findByRole('dialog', { name: 'Flow viewer' });
    expect(within(viewer).getByTestId('flow-count').textContent).toBe('Step 1 of 3');
  });

  test('a locked app shows the wall and never asks for its flows', async () => {
    const gw = fakeGateway({
      ...appPage,
      'GET /api/apps/a1': { status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'members only' } },
      'GET /api/v2/apps/a1/profile': {
        data: {
          appId: 'a1',
          appName: '토스',
          appNameEn: 'Toss',
          type: 'MOBILE',
          categoryCodes: [],
          image: '',
          description: '',
          descriptionEn: '',
          screenCount: 12,
          viewable: false,
        },
      },
    });
    renderApp('en');
    await screen.findByTestId('free-limit');
    expect(gw.callsTo('GET', '/api/v2/apps/a1/flows')).toHaveLength(0);
    expect(screen.queryByTestId('flow-card')).toBeNull();
  });
});

describe('the flows view of the library', () => {
  const session = (paid: boolean) => ({
    'GET /api/auth/session': {
      user: signedInUser,
      expires: '2030-01-01T00:00:00.000Z',
      plan: paid ? 'PERSONAL_PRO' : 'STARTER',
      paid,
      seesWholeLibrary: paid,
    },
    'GET /api/auth/session-check': { ok: true, isValid: true },
    'GET /api/v2/users/memberships/mypage': { data: { found: false, plan: '', isActive: false } },
    'GET /api/v2/users/memberships/plans': { data: { plans: [] } },
  });

  test('the switch shows flow cards from browseFlows with the category and pattern filters, and the wall for what is locked', async () => {
    const gw = fakeGateway({
      ...session(false),
      'GET /api/v2/codes': codes,
      'GET /api/v2/apps': { data: [] },
      'GET /api/v2/flows': { data: [flow('f1'), { ...flow('f2'), name: '결제', nameEn: 'Checkout' }], locked: { count: 7 } },
    });
    render(renderTree(<Library type="MOBILE" />, { path: '/?category=1&pattern=101' }).tree);
    fireEvent.click(await screen.findByTestId('view-flows'));
    await waitFor(() => expect(screen.getAllByTestId('flow-card')).toHaveLength(2));
    expect(screen.getByTestId('view-flows').getAttribute('aria-pressed')).toBe('true');
    const asked = new URL(gw.callsTo('GET', '/api/v2/flows').at(-1)!.url, 'http://x').searchParams;
    expect([asked.get('type'), asked.get('categoryCodes'), asked.get('patternCodes'), asked.get('offset')]).toEqual([
      'MOBILE',
      '1',
      '101',
      '0',
    ]);
    expect(screen.getByTestId('wall-counts').textContent).toBe('7 more flows are open to members');
    // The sort is the screens' and apps' (flows come newest app first).
    expect(screen.getByTestId('sort').closest('label')!.hidden).toBe(true);

    // The card opens the viewer in place.
    fireEvent.click(screen.getByRole('button', { name: 'View the Checkout flow' }));
    expect(await screen.findByRole('dialog', { name: 'Flow viewer' })).toBeTruthy();
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Flow viewer' })).toBeNull());

    // MAU, colour and components filter screens: the flows view says so instead of opening them.
    fireEvent.click(screen.getByTestId('reference-mauColor'));
    expect(await screen.findByText(/Flows are found by category and pattern/)).toBeTruthy();
    expect(screen.queryByTestId('panel-mauColor')).toBeNull();
  });

  test('the choice sticks on this device, and the screens browse is not asked meanwhile', async () => {
    const gw = fakeGateway({
      ...session(true),
      'GET /api/v2/codes': codes,
      'GET /api/v2/apps': { data: [] },
      'GET /api/v2/flows': { data: [flow('f1')] },
    });
    const first = render(renderTree(<Library type="MOBILE" />).tree);
    fireEvent.click(await screen.findByTestId('view-flows'));
    await screen.findByTestId('flow-card');
    first.unmount();
    const before = gw.callsTo('GET', '/api/v2/apps').length;
    render(renderTree(<Library type="MOBILE" />).tree);
    await screen.findByTestId('flow-card');
    expect(gw.callsTo('GET', '/api/v2/apps').length).toBe(before);
    expect(screen.queryByTestId('free-limit')).toBeNull();
  });
});

describe('the admin flow editor', () => {
  const screenCard = (i: number) => ({
    imageId: `i${i}`,
    image: `/uploads/screens/toss/${i}.png`,
    thumbnails: [],
    appId: 'a1',
    patternName: '',
    patternCode: '101',
    patternCodeName: '',
    componentCodes: [],
    colors: [],
  });
  const screens = [0, 1, 2, 3].map(screenCard) as never[];

  test('moveStep moves one item and keeps the rest in order', () => {
    expect(moveStep(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  test('screens are picked by a click, ordered with Alt+↑/↓ and the buttons (focus follows the step), and saved in that order', async () => {
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'GET /api/v2/codes': codes,
      'POST /api/v2/apps/a1/flows': (call: { body?: unknown }) => ({ ...flow('f9'), ...(call.body as object) }),
    });
    let done = 0;
    render(renderTree(<FlowEditor appId="a1" screens={screens} onDone={() => done++} />).tree);
    const picks = await screen.findAllByTestId('flow-pick');
    fireEvent.click(picks[2]!);
    fireEvent.click(picks[0]!);
    fireEvent.click(picks[3]!);
    // A second click takes a screen out again.
    fireEvent.click(picks[3]!);
    fireEvent.click(picks[1]!);
    const order = () => screen.getAllByTestId('flow-step').map((li) => li.getAttribute('data-step'));
    expect(order()).toEqual(['i2', 'i0', 'i1']);

    const third = screen.getAllByTestId('flow-step')[2]!;
    third.focus();
    fireEvent.keyDown(third, { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['i2', 'i1', 'i0']);
    await waitFor(() => expect((document.activeElement as HTMLElement).getAttribute('data-step')).toBe('i1'));
    expect(screen.getByTestId('flow-moved').textContent).toBe('Moved to step 2.');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['i1', 'i2', 'i0']);
    // Without Alt the arrows do nothing to the order; at the top Alt+↑ holds.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['i1', 'i2', 'i0']);
    fireEvent.click(within(screen.getAllByTestId('flow-step')[1]!).getByTestId('step-down'));
    expect(order()).toEqual(['i1', 'i0', 'i2']);

    fireEvent.change(screen.getByTestId('flow-name'), { target: { value: '회원가입' } });
    fireEvent.change(screen.getByTestId('flow-name-en'), { target: { value: 'Sign-up' } });
    fireEvent.change(screen.getByTestId('flow-pattern'), { target: { value: '101' } });
    fireEvent.change(screen.getAllByTestId('step-label')[0]!, { target: { value: '전화번호 입력' } });
    fireEvent.change(screen.getAllByTestId('step-label-en')[0]!, { target: { value: 'Enter phone number' } });
    fireEvent.click(screen.getByTestId('flow-save'));
    await waitFor(() => expect(done).toBe(1));
    expect(gw.callsTo('POST', '/api/v2/apps/a1/flows')[0]!.body).toEqual({
      name: '회원가입',
      nameEn: 'Sign-up',
      patternCode: '101',
      steps: [
        { imageId: 'i1', label: '전화번호 입력', labelEn: 'Enter phone number' },
        { imageId: 'i0', label: '', labelEn: '' },
        { imageId: 'i2', label: '', labelEn: '' },
      ],
    });
  });

  test('a refusal is shown in the server’s words and the form stays', async () => {
    fakeGateway({
      'GET /api/auth/session': {},
      'GET /api/v2/codes': codes,
      'PUT /api/v2/flows/f1': { status: 400, body: { errorCode: 'VALIDATION_ERROR', msg: 'A flow has 2 to 30 steps.' } },
    });
    let done = 0;
    render(
      renderTree(
        <FlowEditor appId="a1" screens={screens} flow={flow('f1', [step(0, 'a', 'A')]) as never} onDone={() => done++} />,
      ).tree,
    );
    expect(screen.getAllByTestId('flow-step')).toHaveLength(1);
    // The flow's pattern is chosen once the codes are there (the field is required).
    await screen.findByRole('option', { name: 'Sign-up' });
    fireEvent.click(screen.getByTestId('flow-save'));
    expect((await screen.findByTestId('flow-error')).textContent).toBe('A flow has 2 to 30 steps.');
    expect(done).toBe(0);
  });
  test('the app page lists its flows; deleting one asks first, with the console’s confirm', async () => {
    let flows = [flow('f1')];
    const gw = fakeGateway({
      'GET /api/auth/session': {},
      'GET /api/v2/codes': codes,
      'GET /api/v2/apps/a1/flows': () => ({ data: flows }),
      'DELETE /api/v2/flows/f1': () => {
        flows = [];
        return { deleted: 1 };
      },
    });
    render(renderTree(<AppFlowsAdmin appId="a1" patterns={[]} />).tree);
    const row = await screen.findByTestId('admin-flow');
    expect(row.textContent).toContain('Sign-up · 3 steps');
    fireEvent.click(within(row).getByTestId('flow-delete'));
    const confirm = await screen.findByTestId('modal');
    expect(confirm.textContent).toContain('Delete the Sign-up flow?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('admin-flow')).toBeNull());
    expect(gw.callsTo('DELETE', '/api/v2/flows/f1')).toHaveLength(1);
    expect(screen.getByText('No flows yet.')).toBeTruthy();
  });
});

describe('copy to Figma', () => {
  test('a flow is one row: one height, the plugin’s 40 px gap, shrunk to fit a canvas', () => {
    expect(
      rowLayout([
        { width: 390, height: 844 },
        { width: 390, height: 844 },
      ]),
    ).toEqual({
      width: 820,
      height: 844,
      cells: [
        { x: 0, width: 390, height: 844 },
        { x: 430, width: 390, height: 844 },
      ],
    });
    const many = rowLayout(Array.from({ length: 30 }, () => ({ width: 1170, height: 2532 })));
    expect(many.width).toBeLessThanOrEqual(16_000);
    expect(many.cells.every((c) => c.height === many.height)).toBe(true);
  });
});
