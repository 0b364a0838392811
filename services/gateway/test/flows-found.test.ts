import { randomUUID } from 'node:crypto';
import { FREE_USER, PAID_USER, ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { BLUE, GREEN, RED, screenPng, uploadScreen, YELLOW } from './support/library.js';
import { api, sharedStack, type Stack } from './support/stack.js';

type Citation = { type: string; id: string; title: string; link: string; appId: string };
type Answer = { answer: string; citations: Citation[]; locked: number };

// Search and the assistant find flows (issue 30) on the worker's shared stack: four mobile apps of
// this file's own, added one after another, so the oldest is outside a free caller's window; each
// of the oldest and the newest gets a sign-up flow named with this file's tag.
describe('flows found: search indexes them, the assistant cites them, under the app’s paywall', () => {
  let stack: Stack;
  let admin: string;
  let paid: string;
  let free: string;
  const tag = `flowtag${randomUUID().slice(0, 6)}`;
  const hidden = { appId: '', flowId: '' };
  const open = { appId: '', flowId: '' };

  const call = (path: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    api(stack.url, path, { method: init.method, token: init.token, body: init.body === undefined ? undefined : JSON.stringify(init.body) });

  async function addApp(name: string, key: string, colours: string[]) {
    const created = await call('/api/v2/apps', { method: 'POST', token: admin, body: { appName: `${name} ${tag}`, appNameEn: `${name} ${tag}`, type: 'MOBILE' } });
    expect(created.status).toBe(201);
    const appId = created.body.data.appId as string;
    if (!colours.length) return { appId, imageIds: [] as string[] };
    const images = [];
    for (const [i, colour] of colours.entries()) images.push({ image: await uploadScreen(stack.url, admin, `screens/found-${tag}/${key}-${i}.png`, await screenPng([[colour, 1]])) });
    const added = await call(`/api/v2/apps/${appId}/patterns`, { method: 'POST', token: admin, body: { patternName: '가입', patternCode: '103', images } });
    expect(added.status).toBe(201);
    return { appId, imageIds: added.body.data.patterns[0].images.map((i: { imageId: string }) => i.imageId) as string[] };
  }

  async function addFlow(app: { appId: string; imageIds: string[] }) {
    const labels = [['전화번호 입력', 'Enter phone number'], ['인증번호 확인', 'Verify the code'], ['가입 완료', 'Signed up']];
    const res = await call(`/api/v2/apps/${app.appId}/flows`, {
      method: 'POST',
      token: admin,
      body: {
        name: `휴대폰 인증 가입 ${tag}`,
        nameEn: `Sign up with phone verification ${tag}`,
        // Sign up (what "sign-up" in the question is read as).
        patternCode: '103',
        steps: app.imageIds.map((imageId, i) => ({ imageId, label: labels[i]![0], labelEn: labels[i]![1] })),
      },
    });
    expect(res.status).toBe(201);
    return res.body.flowId as string;
  }

  const ask = async (q: string, token?: string) => {
    const res = await call(`/api/v2/chatbot?q=${encodeURIComponent(q)}&lang=en`, { token });
    expect(res.status).toBe(200);
    return res.body.data as Answer;
  };
  const QUESTION = `the sign-up flow of ${tag} with phone verification`;
  const flowsCited = async (token?: string) => (await ask(QUESTION, token)).citations.filter((c) => c.type === 'FLOW').map((c) => c.id).sort();

  beforeAll(async () => {
    stack = await sharedStack();
    [admin, paid, free] = (await Promise.all([ADMIN, PAID_USER, FREE_USER].map((c) => mintCallerToken(c)))) as [string, string, string];
    const first = await addApp('숨은은행', 'hidden', [RED, BLUE, YELLOW]);
    await addApp('둘째은행', 'second', []);
    await addApp('셋째은행', 'third', []);
    const last = await addApp('최신은행', 'newest', [GREEN, BLUE, RED]);
    Object.assign(hidden, { appId: first.appId, flowId: await addFlow(first) });
    Object.assign(open, { appId: last.appId, flowId: await addFlow(last) });
    // Indexed from the catalog.app events, and the free window read afresh (kit library-access.ts).
    await waitFor(async () => (await flowsCited(paid)).length === 2, 30_000, 200);
    await waitFor(async () => (await call(`/api/v2/apps/${first.appId}/flows`, { token: free })).status === 403, 10_000, 100);
  });

  it('answers a flow question citing the flows, with their names in the answer’s language and links to the flows', async () => {
    const answer = await ask(QUESTION, paid);
    const flows = answer.citations.filter((c) => c.type === 'FLOW');
    expect(flows.map((c) => c.id).sort()).toEqual([hidden.flowId, open.flowId].sort());
    const cited = flows.find((c) => c.id === open.flowId)!;
    expect(cited).toMatchObject({ appId: open.appId, link: `/apps/${open.appId}?flow=${open.flowId}`, title: `최신은행 ${tag} · Sign up with phone verification ${tag}` });
    expect(answer.answer).toMatch(/\[1\]/);
  });

  it('never gives a free caller or a visitor the flow of an app outside the window, and counts it as locked', async () => {
    for (const token of [free, undefined]) {
      const answer = await ask(QUESTION, token);
      const ids = answer.citations.map((c) => c.id);
      expect(ids).toContain(open.flowId);
      expect(ids).not.toContain(hidden.flowId);
      expect(answer.citations.every((c) => c.appId !== hidden.appId)).toBe(true);
      expect(answer.locked).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps the flows through a reindex', async () => {
    await stack.search.reindex();
    expect(await flowsCited(paid)).toEqual([hidden.flowId, open.flowId].sort());
  });

  it('forgets a deleted flow', async () => {
    expect((await call(`/api/v2/flows/${open.flowId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    await waitFor(async () => !(await flowsCited(paid)).includes(open.flowId), 30_000, 200);
    expect(await flowsCited(paid)).toEqual([hidden.flowId]);
  });
});
