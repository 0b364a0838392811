import { randomUUID } from 'node:crypto';
import { errorMessage } from '@screenshelf/kit';
import { ADMIN, FREE_USER, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { BLUE, GREEN, RED, screenPng, uploadScreen, YELLOW } from './support/library.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const HIDDEN = { errorCode: 'MEMBERSHIP_REQUIRED', msg: errorMessage('MEMBERSHIP_REQUIRED', 'ko', { variant: 'library' }) };

type Step = { imageId: string; image: string; thumbnails: unknown[]; label: string; labelEn: string; order: number };
type Flow = {
  flowId: string;
  appId: string;
  appName: string;
  appType: string;
  name: string;
  nameEn: string;
  patternCode: string;
  steps: Step[];
  updatedAt: string;
};

// Flows (issue 30) on the worker's shared stack: this file adds four mobile apps of its own, one
// after another, so the free window (the newest three of a type) is its last three and the first is
// hidden from a free caller; every flow path answers by the app's paywall.
describe('flows: an app’s journeys under its paywall, written by admins', () => {
  let stack: Stack;
  let admin: string;
  let paid: string;
  let free: string;
  const tag = randomUUID().slice(0, 8);
  /** The hidden app (oldest of the four) and the newest, each with three screens. */
  const hidden = { appId: '', screens: [] as { imageId: string; image: string }[] };
  const open = { appId: '', screens: [] as { imageId: string; image: string }[] };
  let hiddenFlow: Flow;
  let openFlow: Flow;

  const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    api(stack.url, path, {
      method: init.method,
      token: init.token,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const plain = (link: string) => link.replace(/\?.*$/, '');

  /** A mobile app with one pattern of three screens (or none), as the admin console adds it. */
  async function addApp(name: string, key: string, colours: string[]) {
    const created = await call('/api/v2/apps', {
      method: 'POST',
      token: admin,
      body: { appName: `${name} ${tag}`, appNameEn: `${name} ${tag}`, type: 'MOBILE' },
    });
    expect(created.status).toBe(201);
    const appId = created.body.data.appId as string;
    if (colours.length === 0) return { appId, screens: [] };
    const images = [];
    for (const [i, colour] of colours.entries()) {
      images.push({
        image: await uploadScreen(stack.url, admin, `screens/flows-${tag}/${key}-${i}.png`, await screenPng([[colour, 1]])),
      });
    }
    const added = await call(`/api/v2/apps/${appId}/patterns`, {
      method: 'POST',
      token: admin,
      body: { patternName: '가입', patternCode: '104', images },
    });
    expect(added.status).toBe(201);
    const screens = added.body.data.patterns[0].images.map((i: { imageId: string; image: string }) => ({
      imageId: i.imageId,
      image: plain(i.image),
    }));
    return { appId, screens };
  }

  const stepsOf = (screens: { imageId: string }[], labels: [string, string][]) =>
    screens.map((s, i) => ({ imageId: s.imageId, label: labels[i]![0], labelEn: labels[i]![1] }));
  const SIGN_UP: [string, string][] = [
    ['전화번호 입력', 'Enter phone number'],
    ['인증번호 확인', 'Verify the code'],
    ['가입 완료', 'Signed up'],
  ];

  beforeAll(async () => {
    stack = await sharedStack();
    [admin, paid, free] = (await Promise.all([ADMIN, PAID_USER, FREE_USER].map((c) => mintCallerToken(c)))) as [
      string,
      string,
      string,
    ];
    Object.assign(hidden, await addApp('숨은앱', 'hidden', [RED, BLUE, YELLOW]));
    await addApp('둘째', 'second', []);
    await addApp('셋째', 'third', []);
    Object.assign(open, await addApp('최신앱', 'newest', [GREEN, BLUE, RED]));
    const made = await Promise.all(
      [hidden, open].map((app) =>
        call(`/api/v2/apps/${app.appId}/flows`, {
          method: 'POST',
          token: admin,
          body: { name: '회원가입', nameEn: 'Sign up', patternCode: '104', steps: stepsOf(app.screens, SIGN_UP) },
        }),
      ),
    );
    for (const res of made) expect(res.status).toBe(201);
    [hiddenFlow, openFlow] = made.map((res) => res.body as Flow) as [Flow, Flow];
    // The free window is read afresh a moment after apps are added (kit library-access.ts): wait until it holds this file's apps.
    await waitFor(async () => (await call(`/api/v2/apps/${hidden.appId}/flows`, { token: free })).status === 403, 10_000, 100);
  });

  it('answers a flow with its app and its steps in order, each a signed screen link with its labels', async () => {
    expect(openFlow).toEqual({
      flowId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      appId: open.appId,
      appName: `최신앱 ${tag}`,
      appNameEn: `최신앱 ${tag}`,
      appType: 'MOBILE',
      appIcon: '',
      name: '회원가입',
      nameEn: 'Sign up',
      patternCode: '104',
      steps: open.screens.map((s, order) => ({
        imageId: s.imageId,
        image: expect.stringMatching(new RegExp(`^${s.image.replace(/[.?]/g, '\\$&')}\\?exp=\\d+&sig=[\\w-]+$`)),
        thumbnails: expect.any(Array),
        label: SIGN_UP[order]![0],
        labelEn: SIGN_UP[order]![1],
        order,
      })),
      updatedAt: expect.any(String),
    });
  });

  it('shows a visitor and a free member the flows of a window app, and 403 for an app outside it on every path', async () => {
    for (const token of [undefined, free]) {
      const list = await call(`/api/v2/apps/${open.appId}/flows`, { token });
      expect([list.status, list.body.data.map((f: Flow) => f.flowId)]).toEqual([200, [openFlow.flowId]]);
      expect((await call(`/api/v2/flows/${openFlow.flowId}`, { token })).body.flowId).toBe(openFlow.flowId);

      for (const path of [
        `/api/v2/apps/${hidden.appId}/flows`,
        `/api/v2/flows/${hiddenFlow.flowId}`,
        `/api/v2/flows/${randomUUID()}`,
        '/api/v2/flows/not-an-id',
        `/api/v2/apps/${randomUUID()}/flows`,
      ]) {
        const res = await call(path, { token });
        expect([path, res.status, res.body]).toEqual([path, 403, HIDDEN]);
      }

      // Browse: the window's flows, and how many more the filters match behind the wall.
      const mine = await call(`/api/v2/flows?type=MOBILE&patternCodes=104&limit=100`, { token });
      expect(mine.status).toBe(200);
      const ids = mine.body.data.map((f: Flow) => f.flowId);
      expect(ids).toContain(openFlow.flowId);
      expect(ids).not.toContain(hiddenFlow.flowId);
      expect(mine.body.locked.count).toBeGreaterThanOrEqual(1);
      const ofHidden = await call(`/api/v2/flows?appId=${hidden.appId}`, { token });
      expect([ofHidden.status, ofHidden.body]).toEqual([200, { data: [], locked: { count: 1 } }]);
      // Nothing of the hidden app leaks through any answer.
      expect(JSON.stringify([mine.body, ofHidden.body])).not.toContain(hidden.screens[0]!.image);
    }
  });

  it('shows a member every flow, a missing one as 404, and no wall', async () => {
    expect((await call(`/api/v2/apps/${hidden.appId}/flows`, { token: paid })).body.data.map((f: Flow) => f.flowId)).toEqual([
      hiddenFlow.flowId,
    ]);
    expect((await call(`/api/v2/flows/${hiddenFlow.flowId}`, { token: paid })).body.steps).toHaveLength(3);
    const missing = await call(`/api/v2/flows/${randomUUID()}`, { token: paid });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'NOT_FOUND']);
    const all = await call(`/api/v2/flows?type=MOBILE&limit=100`, { token: paid });
    expect(all.body.locked).toBeUndefined();
    const ids = all.body.data.map((f: Flow) => f.flowId);
    // Newest apps first.
    expect(ids.indexOf(openFlow.flowId)).toBeLessThan(ids.indexOf(hiddenFlow.flowId));
    expect((await call(`/api/v2/flows?appId=${hidden.appId}`, { token: paid })).body.data.map((f: Flow) => f.flowId)).toEqual([
      hiddenFlow.flowId,
    ]);
  });

  it('refuses bad flows with named errors, and anyone but an admin', async () => {
    const body = { name: '로그인', nameEn: 'Log in', patternCode: '104', steps: stepsOf(open.screens.slice(0, 2), SIGN_UP) };
    const create = (b: unknown, token = admin) => call(`/api/v2/apps/${open.appId}/flows`, { method: 'POST', token, body: b });

    const oneStep = await create({ ...body, steps: body.steps.slice(0, 1) });
    expect([oneStep.status, oneStep.body.errorCode, oneStep.body.details.issues[0].path]).toEqual([
      400,
      'VALIDATION_ERROR',
      'steps',
    ]);
    const repeated = await create({ ...body, steps: [body.steps[0], body.steps[1], body.steps[0]] });
    expect([repeated.status, repeated.body.errorCode, repeated.body.details.issues[0].path]).toEqual([
      400,
      'VALIDATION_ERROR',
      'steps.2.imageId',
    ]);
    const unknownCode = await create({ ...body, patternCode: 'no-such-pattern' });
    expect([unknownCode.status, unknownCode.body.errorCode, unknownCode.body.details.issues[0].path]).toEqual([
      400,
      'VALIDATION_ERROR',
      'patternCode',
    ]);
    const tooLong = await create({ ...body, name: '가'.repeat(81) });
    expect([tooLong.status, tooLong.body.errorCode]).toEqual([400, 'VALIDATION_ERROR']);

    // A screen of another app: named, with the screens that are not the app's own.
    const foreign = await create({
      ...body,
      steps: [body.steps[0], { imageId: hidden.screens[0]!.imageId, label: '', labelEn: '' }],
    });
    expect([foreign.status, foreign.body.errorCode, foreign.body.details]).toEqual([
      400,
      'FLOW_SCREEN_NOT_IN_APP',
      { imageIds: [hidden.screens[0]!.imageId] },
    ]);
    const onMissingApp = await call(`/api/v2/apps/${randomUUID()}/flows`, { method: 'POST', token: admin, body });
    expect([onMissingApp.status, onMissingApp.body.errorCode]).toEqual([404, 'NOT_FOUND']);

    const member = await create(body, paid);
    expect([member.status, member.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    const visitor = await create(body, '');
    expect([visitor.status, visitor.body.errorCode]).toEqual([401, 'UNAUTHENTICATED']);
    for (const [method, token] of [
      ['PUT', paid],
      ['DELETE', paid],
      ['PUT', free],
    ] as const) {
      const res = await call(`/api/v2/flows/${openFlow.flowId}`, { method, token, body: method === 'PUT' ? body : undefined });
      expect([method, res.status]).toEqual([method, 403]);
    }
    // Nothing was written.
    expect((await call(`/api/v2/apps/${open.appId}/flows`, { token: paid })).body.data).toHaveLength(1);
  });

  it('lets an admin change a flow (reordered, relabelled) and delete it', async () => {
    const made = await call(`/api/v2/apps/${open.appId}/flows`, {
      method: 'POST',
      token: admin,
      body: { name: '로그인', patternCode: '104', steps: stepsOf(open.screens.slice(0, 2), SIGN_UP) },
    });
    expect([made.status, made.body.nameEn]).toEqual([201, '']);
    const reordered = [open.screens[2]!, open.screens[0]!, open.screens[1]!];
    const changed = await call(`/api/v2/flows/${made.body.flowId}`, {
      method: 'PUT',
      token: admin,
      body: {
        name: '로그인 다시',
        nameEn: 'Log in again',
        patternCode: '109',
        steps: stepsOf(reordered, [
          ['a', 'A'],
          ['b', 'B'],
          ['c', 'C'],
        ]),
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      flowId: made.body.flowId,
      appId: open.appId,
      name: '로그인 다시',
      nameEn: 'Log in again',
      patternCode: '109',
    });
    expect(changed.body.steps.map((s: Step) => [s.imageId, s.label, s.order])).toEqual(
      reordered.map((s, i) => [s.imageId, 'abc'[i], i]),
    );
    // An update keeps the flow's app: another app's screen is refused the same way.
    const foreign = await call(`/api/v2/flows/${made.body.flowId}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'x', patternCode: '104', steps: stepsOf([open.screens[0]!, hidden.screens[1]!], SIGN_UP) },
    });
    expect([foreign.status, foreign.body.errorCode]).toEqual([400, 'FLOW_SCREEN_NOT_IN_APP']);
    const missing = await call(`/api/v2/flows/${randomUUID()}`, {
      method: 'PUT',
      token: admin,
      body: { name: 'x', patternCode: '104', steps: stepsOf(open.screens.slice(0, 2), SIGN_UP) },
    });
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'NOT_FOUND']);

    expect(
      await call(`/api/v2/flows/${made.body.flowId}`, { method: 'DELETE', token: admin }).then((r) => [r.status, r.body]),
    ).toEqual([200, { deleted: 1 }]);
    expect((await call(`/api/v2/flows/${made.body.flowId}`, { method: 'DELETE', token: admin })).status).toBe(404);
    expect((await call(`/api/v2/flows/${made.body.flowId}`, { token: paid })).status).toBe(404);
  });

  it('drops a deleted screen from its flows, and a flow left with one step', async () => {
    const removeScreen = (image: string) =>
      call(`/api/apps/${hidden.appId}/${encodeURIComponent('가입')}?imageUrl=${encodeURIComponent(image)}`, {
        method: 'DELETE',
        token: admin,
      });
    const before = (await call(`/api/v2/flows/${hiddenFlow.flowId}`, { token: paid })).body as Flow;
    expect((await removeScreen(hidden.screens[1]!.image)).status).toBe(200);
    const after = (await call(`/api/v2/flows/${hiddenFlow.flowId}`, { token: paid })).body as Flow;
    expect(after.steps.map((s) => [s.imageId, s.labelEn, s.order])).toEqual([
      [hidden.screens[0]!.imageId, 'Enter phone number', 0],
      [hidden.screens[2]!.imageId, 'Signed up', 1],
    ]);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    expect((await removeScreen(hidden.screens[0]!.image)).status).toBe(200);
    expect((await call(`/api/v2/flows/${hiddenFlow.flowId}`, { token: paid })).status).toBe(404);
    expect((await call(`/api/v2/apps/${hidden.appId}/flows`, { token: paid })).body.data).toEqual([]);
  });
});
