import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { BLUE, RED, screenPng, uploadScreen } from './support/library.js';
import { api, sharedStack, type Stack } from './support/stack.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// A board's ZIP export (issue 30) against the real stack: the PNGs in board order (a JPEG and a WebP
// screen converted), a flow's steps in a folder, contents.md; locked items left out for a free
// owner and only counted; nothing open is a 409; others' boards 404. The library is the test's own
// four mobile apps, made last: the newest three (v1, v2, v3) are the free window, `hidden` is not.
describe('collection export', () => {
  let stack: Stack;
  let admin: string;
  const apps: Record<'hidden' | 'v1' | 'v2' | 'v3', string> = { hidden: '', v1: '', v2: '', v3: '' };
  /** v1: a PNG, a JPEG and a WebP screen (pattern 로그인); hidden: one PNG. */
  const screens: Record<'hidden' | 'v1', string[]> = { hidden: [], v1: [] };
  let flow = '';
  let storedPng: Buffer;

  const call = (path: string, token?: string, method = 'GET', body?: unknown) =>
    api(stack.url, path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });
  const person = async () => {
    const userId = randomUUID();
    const paid = await mintCallerToken({ userId, role: 'USER', plan: 'PERSONAL_PRO', paid: true });
    const free = await mintCallerToken({ userId, role: 'USER', plan: 'STARTER', paid: false });
    return { userId, paid, free };
  };
  const board = async (token: string, name: string) => {
    const made = await call('/api/v2/collections', token, 'POST', { name });
    expect(made.status).toBe(201);
    return made.body.collectionId as string;
  };
  const add = async (token: string, boardId: string, targetType: string, targetId: string, note?: string) => {
    const added = await call(`/api/v2/collections/${boardId}/items`, token, 'POST', { targetType, targetId, ...(note ? { note } : {}) });
    expect(added.status).toBe(200);
  };
  const download = async (boardId: string, token: string) => {
    const response = await fetch(`${stack.url}/api/v2/collections/${boardId}/export?lang=en`, { headers: { authorization: `Bearer ${token}` } });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((b, i) => bytes[i] === b);

  beforeAll(async () => {
    stack = await sharedStack();
    admin = await mintCallerToken(ADMIN);
    for (const key of ['hidden', 'v1', 'v2', 'v3'] as const) {
      const created = await call('/api/v2/apps', admin, 'POST', { appName: `내보내기 ${key}`, appNameEn: `Export ${key}`, type: 'MOBILE', categoryCodes: ['1'] });
      expect(created.status).toBe(201);
      apps[key] = created.body.data.appId;
      if (key !== 'hidden' && key !== 'v1') continue;
      const png = (storedPng = await screenPng([[RED, 1]]));
      const files: [string, Buffer][] =
        key === 'v1'
          ? [
              ['0.png', png],
              ['1.jpg', await sharp(await screenPng([[BLUE, 1]])).jpeg().toBuffer()],
              ['2.webp', await sharp(await screenPng([[RED, 0.5], [BLUE, 0.5]])).webp().toBuffer()],
            ]
          : [['0.png', png]];
      const images = [];
      for (const [name, bytes] of files) images.push({ image: await uploadScreen(stack.url, admin, `screens/export-${key}/${name}`, bytes), componentCodes: [] });
      const added = await call(`/api/v2/apps/${apps[key]}/patterns`, admin, 'POST', { patterns: [{ patternName: '로그인', patternCode: '104', images }] });
      expect(added.status).toBe(201);
      screens[key] = added.body.data.patterns[0].images.map((s: { imageId: string }) => s.imageId);
    }
    // The flow straight into the catalog (the flows' own calls have their own tests): the WebP, then the JPEG.
    const { rows } = await stack.catalog.pool.query<{ id: string }>(
      `INSERT INTO flows (app_id, name, name_en, pattern_code) VALUES ($1, '가입', 'Sign up', '104') RETURNING id`,
      [apps.v1],
    );
    flow = rows[0]!.id;
    await stack.catalog.pool.query(
      `INSERT INTO flow_steps (flow_id, position, image_id, label, label_en) VALUES ($1, 0, $2, '전화번호', 'Phone number'), ($1, 1, $3, '인증', 'Verify code')`,
      [flow, screens.v1[2], screens.v1[1]],
    );
  });

  it('answers the board as a ZIP of PNGs in board order with a contents file', async () => {
    const owner = await person();
    const id = await board(owner.paid, '가입 조사 / sign-up');
    await add(owner.paid, id, 'IMAGE', screens.v1[1]!, 'the login, as a *JPEG*');
    await add(owner.paid, id, 'FLOW', flow);
    await add(owner.paid, id, 'APP', apps.v1);

    const { response, bytes } = await download(id, owner.paid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // A name from the board's, safe on any system: the slash gone, the Korean kept for browsers that read filename*.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename=sign-up.zip; filename*=UTF-8''${encodeURIComponent('가입 조사 - sign-up.zip')}`,
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual([
      '01 - Export v1 - 로그인.png',
      '02 - Export v1 - Sign up/01 - Phone number.png',
      '02 - Export v1 - Sign up/02 - Verify code.png',
      '03 - Export v1/01 - 로그인.png',
      '03 - Export v1/02 - 로그인.png',
      '03 - Export v1/03 - 로그인.png',
      'contents.md',
    ]);
    for (const [name, data] of Object.entries(files)) if (name.endsWith('.png')) expect([name, isPng(data)]).toEqual([name, true]);
    // The JPEG and the WebP became PNGs of their pixels.
    expect((await sharp(files['01 - Export v1 - 로그인.png']!).metadata()).format).toBe('png');
    expect(files['02 - Export v1 - Sign up/02 - Verify code.png']).toEqual(files['01 - Export v1 - 로그인.png']);
    // A stored PNG goes byte for byte.
    expect(Buffer.from(files['03 - Export v1/01 - 로그인.png']!).equals(storedPng)).toBe(true);

    const contents = strFromU8(files['contents.md']!);
    expect(contents).toContain('# 가입 조사 / sign-up');
    expect(contents).toContain('3 items · exported');
    expect(contents).not.toContain('locked');
    expect(contents).toContain('## 01. Screen · Export v1 · 로그인');
    expect(contents).toContain('- Note: the login, as a \\*JPEG\\*');
    expect(contents).toContain(`/apps/${apps.v1}?image=${screens.v1[1]}>`);
    expect(contents).toContain('## 02. Flow · Export v1 · Sign up');
    expect(contents).toContain(`/apps/${apps.v1}?flow=${flow}>`);
    expect(contents).toContain('  1. Phone number — `02 - Export v1 - Sign up/01 - Phone number.png`');
    expect(contents).toContain('  2. Verify code — `02 - Export v1 - Sign up/02 - Verify code.png`');
    expect(contents).toContain('## 03. App · Export v1');
  });

  it('leaves out what a free owner may not open, says how many, and refuses a board of nothing open', async () => {
    const owner = await person();
    const id = await board(owner.paid, 'Mixed');
    // Added while paid; exported on the free plan: the hidden app's screen is locked now.
    await add(owner.paid, id, 'IMAGE', screens.hidden[0]!, 'secret note');
    await add(owner.paid, id, 'IMAGE', screens.v1[0]!);
    const { response, bytes } = await download(id, owner.free);
    expect(response.status).toBe(200);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(['01 - Export v1 - 로그인.png', 'contents.md']);
    const contents = strFromU8(files['contents.md']!);
    expect(contents).toContain('2 items · exported');
    expect(contents).toContain('1 locked items need a membership and are not included.');
    expect(contents).not.toContain('secret note');
    expect(contents).not.toContain(apps.hidden);

    const locked = await board(owner.paid, 'Locked');
    await add(owner.paid, locked, 'IMAGE', screens.hidden[0]!);
    const refused = await call(`/api/v2/collections/${locked}/export`, owner.free);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ errorCode: 'COLLECTION_EMPTY', msg: expect.stringContaining('멤버십') });
    const empty = await call(`/api/v2/collections/${await board(owner.paid, 'Empty')}/export?lang=en`, owner.paid);
    expect([empty.status, empty.body.errorCode]).toEqual([409, 'COLLECTION_EMPTY']);
  });

  it("answers someone else's board, a missing one and a visitor as the board's reads do", async () => {
    const owner = await person();
    const other = await person();
    const id = await board(owner.paid, 'Mine');
    await add(owner.paid, id, 'APP', apps.v1);
    for (const path of [`/api/v2/collections/${id}/export`, `/api/v2/collections/${randomUUID()}/export`, '/api/v2/collections/not-an-id/export']) {
      const answer = await call(path, other.paid);
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 404, 'NOT_FOUND']);
    }
    expect((await call(`/api/v2/collections/${id}/export`)).status).toBe(401);
    // A team board: whoever is in its group now; someone who left is told it is not there.
    const groupId = randomUUID();
    const member = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'GROUP_PRO', paid: true, groupId });
    const team = await call('/api/v2/collections', member, 'POST', { name: 'Team', team: true });
    expect(team.status).toBe(201);
    await add(member, team.body.collectionId, 'IMAGE', screens.v1[0]!);
    const colleague = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'GROUP_PRO', paid: true, groupId });
    expect((await download(team.body.collectionId, colleague)).response.status).toBe(200);
    const left = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'PERSONAL_PRO', paid: true });
    expect((await call(`/api/v2/collections/${team.body.collectionId}/export`, left)).status).toBe(404);
  });

  it('stops when the client goes away, and serves the next export as usual', async () => {
    const owner = await person();
    const id = await board(owner.paid, 'Big');
    for (const screen of screens.v1) await add(owner.paid, id, 'IMAGE', screen);
    await add(owner.paid, id, 'FLOW', flow);
    const abort = new AbortController();
    const response = await fetch(`${stack.url}/api/v2/collections/${id}/export`, { headers: { authorization: `Bearer ${owner.paid}` }, signal: abort.signal });
    expect(response.status).toBe(200);
    abort.abort();
    await expect(response.arrayBuffer()).rejects.toThrow();
    const again = await download(id, owner.paid);
    expect(Object.keys(unzipSync(again.bytes))).toHaveLength(6);
  });
});
