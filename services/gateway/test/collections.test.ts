import { randomUUID } from 'node:crypto';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { upsertUser } from '@screenshelf/membership/store.js';
import { Browser, signIn } from './support/browser.js';
import { BLUE, RED, screenPng, uploadScreen } from './support/library.js';
import { testCard } from './support/members.js';
import { api, sharedStack, type Stack } from './support/stack.js';

type Item = {
  itemId: string;
  targetType: string;
  targetId?: string;
  note: string;
  position: number;
  locked: boolean;
  preview?: string;
  app?: { appId: string };
  image?: { imageId: string; url: string };
  flow?: { flowId: string; stepCount: number; images: string[] };
};

// Collections and team boards (issue 30) against the real stack: CRUD, boards of others answered as
// missing, the shared link read as each reader's plan allows (locked items never leak their
// target), concurrent edits, limits, team boards that follow the Group Pro group at once, and
// closed accounts. The library here is the test's own four mobile apps, made last: the newest three
// (v1, v2, v3) are the free window, `hidden` is outside it.
describe('collections and team boards', () => {
  let stack: Stack;
  let admin: string;
  const apps: Record<'hidden' | 'v1' | 'v2' | 'v3', string> = { hidden: '', v1: '', v2: '', v3: '' };
  /** Two screens of each of hidden and v1 (their ids and stored paths), and a flow of each over them. */
  const screens: Record<'hidden' | 'v1', { id: string; path: string }[]> = { hidden: [], v1: [] };
  const flows: Record<'hidden' | 'v1', string> = { hidden: '', v1: '' };

  const call = (path: string, token?: string, method = 'GET', body?: unknown) =>
    api(stack.url, path, { method, token, body: body === undefined ? undefined : JSON.stringify(body) });
  const person = async (paid: boolean) => {
    const userId = randomUUID();
    return { userId, token: await mintCallerToken({ userId, role: 'USER', plan: paid ? 'PERSONAL_PRO' : 'STARTER', paid }) };
  };
  const board = async (token: string, name = 'Board') => {
    const made = await call('/api/v2/collections', token, 'POST', { name });
    expect(made.status).toBe(201);
    return made.body.collectionId as string;
  };
  const add = (token: string, boardId: string, targetType: string, targetId: string, note?: string) =>
    call(`/api/v2/collections/${boardId}/items`, token, 'POST', { targetType, targetId, ...(note ? { note } : {}) });
  const plain = (link: string) => link.replace(/\?.*$/, '');
  /** Screens straight into the catalog (no file, no search): targets for the limits and the races. */
  const extraScreens = async (n: number) => {
    const { rows } = await stack.catalog.pool.query<{ id: string }>(
      `INSERT INTO images (app_id, pattern_id, url, ocr_status, thumb_status)
       SELECT $1, (SELECT id FROM patterns WHERE app_id = $1 LIMIT 1), '/uploads/screens/boards/extra-' || gen_random_uuid() || '.png', 'FAILED', 'FAILED'
       FROM generate_series(1, $2) RETURNING id`,
      [apps.v1, n],
    );
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    stack = await sharedStack();
    admin = await mintCallerToken(ADMIN);
    for (const key of ['hidden', 'v1', 'v2', 'v3'] as const) {
      const created = await call('/api/v2/apps', admin, 'POST', { appName: `보드 ${key}`, appNameEn: `Boards ${key}`, type: 'MOBILE', categoryCodes: ['1'] });
      expect(created.status).toBe(201);
      apps[key] = created.body.data.appId;
      if (key !== 'hidden' && key !== 'v1') continue;
      const images = [];
      for (const [i, colour] of [RED, BLUE].entries()) {
        images.push({ image: await uploadScreen(stack.url, admin, `screens/boards-${key}/${i}.png`, await screenPng([[colour, 1]])), componentCodes: [] });
      }
      const added = await call(`/api/v2/apps/${apps[key]}/patterns`, admin, 'POST', { patterns: [{ patternName: '로그인', patternCode: '104', images }] });
      expect(added.status).toBe(201);
      screens[key] = added.body.data.patterns[0].images.map((s: { imageId: string; image: string }) => ({ id: s.imageId, path: plain(s.image) }));
      // The flow straight into the catalog: the flows' own calls have their own tests.
      const { rows } = await stack.catalog.pool.query<{ id: string }>(
        `INSERT INTO flows (app_id, name, name_en, pattern_code) VALUES ($1, '로그인', 'Log in', '104') RETURNING id`,
        [apps[key]],
      );
      flows[key] = rows[0]!.id;
      await stack.catalog.pool.query(
        `INSERT INTO flow_steps (flow_id, position, image_id, label, label_en) SELECT $1, s.n - 1, s.id, '', '' FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, n)`,
        [flows[key], screens[key].map((s) => s.id)],
      );
    }
  });

  it('creates, lists, reads, renames, fills, annotates, empties and deletes a board', async () => {
    const { token } = await person(true);
    const made = await call('/api/v2/collections', token, 'POST', { name: '  Onboarding  ' });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      collectionId: expect.any(String),
      name: 'Onboarding',
      team: false,
      shared: false,
      itemCount: 0,
      covers: [],
      updatedAt: expect.any(String),
      canEdit: true,
    });
    const id = made.body.collectionId;
    expect((await call('/api/v2/collections', token)).body.data.map((c: { collectionId: string }) => c.collectionId)).toEqual([id]);

    const screen = await add(token, id, 'IMAGE', screens.v1[0]!.id, 'the login');
    expect(screen.status).toBe(200);
    expect(screen.body).toMatchObject({
      targetType: 'IMAGE',
      targetId: screens.v1[0]!.id,
      note: 'the login',
      position: 0,
      locked: false,
      app: { appId: apps.v1, name: '보드 v1', nameEn: 'Boards v1', type: 'MOBILE' },
      image: { imageId: screens.v1[0]!.id, appId: apps.v1 },
    });
    expect(screen.body.image.url).toMatch(/^\/uploads\/screens\/boards-v1\/0-[0-9a-f]{32}\.png\?exp=\d+&sig=/);
    const flow = await add(token, id, 'FLOW', flows.v1);
    expect(flow.body).toMatchObject({ targetType: 'FLOW', position: 1, flow: { flowId: flows.v1, name: '로그인', nameEn: 'Log in', stepCount: 2 } });
    expect(flow.body.flow.images.map(plain)).toEqual(screens.v1.map((s) => s.path));
    const app = await add(token, id, 'APP', apps.v2);
    expect(app.body).toMatchObject({ targetType: 'APP', position: 2, app: { appId: apps.v2 } });
    expect(app.body).not.toHaveProperty('image');
    // The same target again: the item it already is, not a second one.
    expect((await add(token, id, 'APP', apps.v2)).body.itemId).toBe(app.body.itemId);

    const renamed = await call(`/api/v2/collections/${id}`, token, 'PUT', { name: 'Sign-up research' });
    expect(renamed.body).toMatchObject({ name: 'Sign-up research', itemCount: 3 });
    // The screen is also the flow's first step: it covers the board once.
    expect(renamed.body.covers.map(plain)).toEqual([screens.v1[0]!.path]);

    const noted = await call(`/api/v2/collections/${id}/items/${app.body.itemId}`, token, 'PUT', { note: 'compare', position: 0 });
    expect(noted.body).toMatchObject({ itemId: app.body.itemId, note: 'compare', position: 0 });
    const detail = await call(`/api/v2/collections/${id}`, token);
    expect(detail.body.items.map((i: Item) => [i.targetType, i.position])).toEqual([['APP', 0], ['IMAGE', 1], ['FLOW', 2]]);

    expect((await call(`/api/v2/collections/${id}/items/${screen.body.itemId}`, token, 'DELETE')).body).toEqual({ deleted: 1 });
    expect((await call(`/api/v2/collections/${id}/items/${screen.body.itemId}`, token, 'DELETE')).status).toBe(404);
    // The rest close up.
    expect((await call(`/api/v2/collections/${id}`, token)).body.items.map((i: Item) => [i.targetType, i.position])).toEqual([['APP', 0], ['FLOW', 1]]);

    expect((await call(`/api/v2/collections/${id}`, token, 'DELETE')).body).toEqual({ deleted: 1 });
    expect((await call(`/api/v2/collections/${id}`, token)).body).toMatchObject({ errorCode: 'NOT_FOUND', msg: '컬렉션을 찾을 수 없습니다.' });
    expect((await call('/api/v2/collections', token)).body.data).toEqual([]);
  });

  it("answers someone else's board, a missing one and bad input plainly, never with a 500", async () => {
    const owner = await person(true);
    const other = await person(true);
    const id = await board(owner.token);
    const item = await add(owner.token, id, 'APP', apps.v1);
    for (const [method, path, body] of [
      ['GET', `/api/v2/collections/${id}`, undefined],
      ['PUT', `/api/v2/collections/${id}`, { name: 'mine now' }],
      ['DELETE', `/api/v2/collections/${id}`, undefined],
      ['POST', `/api/v2/collections/${id}/items`, { targetType: 'APP', targetId: apps.v2 }],
      ['PUT', `/api/v2/collections/${id}/items/${item.body.itemId}`, { position: 0 }],
      ['DELETE', `/api/v2/collections/${id}/items/${item.body.itemId}`, undefined],
      ['GET', `/api/v2/collections/${randomUUID()}`, undefined],
      ['GET', '/api/v2/collections/not-an-id', undefined],
      ['GET', '/api/v2/shared/collections/nothing-shared-here-at-all', undefined],
    ] as const) {
      const answer = await call(path, other.token, method, body);
      expect([method, path, answer.status, answer.body.errorCode]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
    expect((await call(`/api/v2/collections/${id}`, owner.token)).body.items).toHaveLength(1);
    expect((await call('/api/v2/collections')).status).toBe(401);

    for (const body of [{ name: '' }, { name: 'x'.repeat(61) }, { name: 'a\u0000b' }, { name: 'ok', team: 'yes' }, {}]) {
      expect((await call('/api/v2/collections', owner.token, 'POST', body)).body.errorCode).toBe('VALIDATION_ERROR');
    }
    for (const body of [{ targetType: 'PATTERN', targetId: apps.v1 }, { targetType: 'APP', targetId: 'nope' }, { targetType: 'APP', targetId: apps.v1, note: 'n'.repeat(501) }]) {
      expect((await call(`/api/v2/collections/${id}/items`, owner.token, 'POST', body)).body.errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await call(`/api/v2/collections/${id}/items/${item.body.itemId}`, owner.token, 'PUT', { position: -1 })).body.errorCode).toBe('VALIDATION_ERROR');
    // A target that is not there: 404 for a member, 403 for a free caller (hidden and missing look alike).
    expect((await add(owner.token, id, 'FLOW', randomUUID())).status).toBe(404);
    const free = await person(false);
    const freeBoard = await board(free.token);
    expect((await add(free.token, freeBoard, 'IMAGE', randomUUID())).body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect((await add(free.token, freeBoard, 'APP', apps.hidden)).body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect((await add(free.token, freeBoard, 'FLOW', flows.hidden)).body.errorCode).toBe('MEMBERSHIP_REQUIRED');
    expect((await add(free.token, freeBoard, 'FLOW', flows.v1)).status).toBe(200);
  });

  it('serves a shared board to each reader as their own plan allows, and a link turned off dies', async () => {
    const owner = await person(true);
    const id = await board(owner.token, 'Shared research');
    for (const [type, target] of [
      ['APP', apps.hidden], ['IMAGE', screens.hidden[0]!.id], ['FLOW', flows.hidden],
      ['IMAGE', screens.v1[1]!.id], ['FLOW', flows.v1], ['APP', apps.v2],
    ] as const) expect((await add(owner.token, id, type, target, 'secret note')).status).toBe(200);

    const shared = await call(`/api/v2/collections/${id}`, owner.token, 'PUT', { shared: true });
    expect(shared.body).toMatchObject({ shared: true, shareToken: expect.stringMatching(/^[\w-]{32}$/) });
    const token = shared.body.shareToken as string;
    // Turning it on again keeps the same link.
    expect((await call(`/api/v2/collections/${id}`, owner.token, 'PUT', { shared: true })).body.shareToken).toBe(token);

    const hiddenIds = [apps.hidden, flows.hidden, ...screens.hidden.flatMap((s) => [s.id, s.path])];
    const freeReader = await person(false);
    for (const reader of [undefined, freeReader.token]) {
      const answer = await call(`/api/v2/shared/collections/${token}`, reader);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ collectionId: id, name: 'Shared research', shared: true, canEdit: false, itemCount: 6 });
      expect(answer.body).not.toHaveProperty('shareToken');
      const items = answer.body.items as Item[];
      expect(items.map((i) => [i.targetType, i.position, i.locked])).toEqual([
        ['APP', 0, true], ['IMAGE', 1, true], ['FLOW', 2, true], ['IMAGE', 3, false], ['FLOW', 4, false], ['APP', 5, false],
      ]);
      // A locked item is its type, place and (a screen) a blurred preview: nothing names its target.
      for (const locked of items.slice(0, 3)) {
        expect(Object.keys(locked).sort()).toEqual(
          ['addedAt', 'itemId', 'locked', 'note', 'position', 'targetType', ...(locked.targetType === 'IMAGE' ? ['preview'] : [])].sort(),
        );
        expect(locked.note).toBe('');
      }
      expect(items[1]!.preview).toMatch(/^\/uploads\/blur\/[\w-]{40,}\.webp$/);
      const text = JSON.stringify(answer.body);
      for (const secret of hiddenIds) expect(text).not.toContain(secret);
      // What the free window holds opens, with signed links; the covers are only of those.
      expect(items[3]).toMatchObject({ targetId: screens.v1[1]!.id, note: 'secret note', image: { imageId: screens.v1[1]!.id } });
      expect(items[3]!.image!.url).toContain('?exp=');
      expect(answer.body.covers.map(plain)).toEqual([screens.v1[1]!.path, screens.v1[0]!.path]);
      // The preview is a real blurred image, served without a signature.
      const blur = await fetch(stack.url + items[1]!.preview);
      expect(blur.status).toBe(200);
      expect(blur.headers.get('content-type')).toBe('image/webp');
    }
    // A member reads everything; so does the owner on their own view (with the link).
    const member = await person(true);
    const open = await call(`/api/v2/shared/collections/${token}`, member.token);
    expect((open.body.items as Item[]).every((i) => !i.locked && i.targetId)).toBe(true);
    expect(open.body.covers.map(plain)).toEqual([screens.hidden[0]!.path, screens.v1[1]!.path, screens.v1[0]!.path]);
    expect((await call(`/api/v2/collections/${id}`, owner.token)).body).toMatchObject({ shareToken: token, canEdit: true });
    // The owner's membership ended: their own board shows them what Starter may open.
    const lapsed = await mintCallerToken({ userId: owner.userId, role: 'USER', plan: 'STARTER', paid: false });
    expect(((await call(`/api/v2/collections/${id}`, lapsed)).body.items as Item[]).map((i) => i.locked)).toEqual([true, true, true, false, false, false]);

    const off = await call(`/api/v2/collections/${id}`, owner.token, 'PUT', { shared: false });
    expect(off.body).toMatchObject({ shared: false });
    expect(off.body).not.toHaveProperty('shareToken');
    expect((await call(`/api/v2/shared/collections/${token}`)).status).toBe(404);
    const again = await call(`/api/v2/collections/${id}`, owner.token, 'PUT', { shared: true });
    expect(again.body.shareToken).not.toBe(token);
    expect((await call(`/api/v2/shared/collections/${token}`)).status).toBe(404);
    expect((await call(`/api/v2/shared/collections/${again.body.shareToken}`)).status).toBe(200);
  });

  it('keeps every concurrent add and keeps positions a permutation under concurrent moves', async () => {
    const { token } = await person(true);
    const id = await board(token, 'Race');
    const targets = await extraScreens(20);
    const added = await Promise.all(targets.map((target) => add(token, id, 'IMAGE', target)));
    expect(added.map((a) => a.status)).toEqual(targets.map(() => 200));
    let items = (await call(`/api/v2/collections/${id}`, token)).body.items as Item[];
    expect(items).toHaveLength(20);
    expect(items.map((i) => i.targetId).sort()).toEqual([...targets].sort());
    expect(items.map((i) => i.position)).toEqual([...Array(20).keys()]);
    expect(new Set(added.map((a) => a.body.position)).size).toBe(20);

    // The same target five times at once: one item.
    const same = await Promise.all(Array.from({ length: 5 }, () => add(token, id, 'APP', apps.v3)));
    expect(new Set(same.map((a) => a.body.itemId)).size).toBe(1);

    const ids = items.map((i) => i.itemId);
    const moves = await Promise.all(ids.map((itemId, n) => call(`/api/v2/collections/${id}/items/${itemId}`, token, 'PUT', { position: (n * 7) % 23 })));
    expect(moves.map((m) => m.status)).toEqual(ids.map(() => 200));
    items = (await call(`/api/v2/collections/${id}`, token)).body.items as Item[];
    expect(items).toHaveLength(21);
    expect(items.map((i) => i.position)).toEqual([...Array(21).keys()]);
    expect(items.map((i) => i.itemId).sort()).toEqual([...ids, same[0]!.body.itemId].sort());
    const stored = await stack.catalog.pool.query<{ position: number }>('SELECT position FROM collection_items WHERE collection_id = $1 ORDER BY position', [id]);
    expect(stored.rows.map((r) => r.position)).toEqual([...Array(21).keys()]);
  });

  it('refuses a board past 50 per person and an item past 500 per board, also when they race for the last place', async () => {
    const { userId, token } = await person(true);
    await stack.catalog.pool.query(`INSERT INTO collections (owner_id, name) SELECT $1, 'b' || n FROM generate_series(1, 48) n`, [userId]);
    const racing = await Promise.all(Array.from({ length: 5 }, (_, n) => call('/api/v2/collections', token, 'POST', { name: `race ${n}` })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const refused = racing.find((r) => r.status === 409)!;
    expect(refused.body).toEqual({ errorCode: 'COLLECTION_LIMIT', msg: '컬렉션은 최대 50개까지 만들 수 있습니다. 사용하지 않는 컬렉션을 삭제한 뒤 다시 시도해 주세요.' });
    expect((await call('/api/v2/collections', token)).body.data).toHaveLength(50);

    const id = racing.find((r) => r.status === 201)!.body.collectionId as string;
    const targets = await extraScreens(502);
    await stack.catalog.pool.query(
      `INSERT INTO collection_items (collection_id, target_type, target_id, position, added_by)
       SELECT $1, 'IMAGE', t.id, t.n - 1, $3 FROM unnest($2::uuid[]) WITH ORDINALITY AS t(id, n)`,
      [id, targets.slice(0, 498), userId],
    );
    const last = await Promise.all(targets.slice(498).map((target) => add(token, id, 'IMAGE', target)));
    expect(last.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
    expect(last.find((r) => r.status === 409)!.body).toMatchObject({ errorCode: 'COLLECTION_FULL' });
    expect((await call(`/api/v2/collections/${id}?lang=en`, token)).body.itemCount).toBe(500);
    // A target already on the full board is still answered (it is not a new item).
    expect((await add(token, id, 'IMAGE', targets[0]!)).status).toBe(200);
    expect((await call(`/api/v2/collections/${id}/items?lang=en`, token, 'POST', { targetType: 'APP', targetId: apps.v1 })).body.msg).toBe('A collection holds up to 500 items.');
  });

  it('lets a Group Pro manager and member edit one team board; a removed member loses it at once; a closed account takes its personal boards only', async () => {
    const json = (method: string, body: unknown) => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const signedIn = async (tag: string) => {
      const browser = new Browser();
      const email = `boards-${tag}-${randomUUID().slice(0, 8)}@example.com`;
      await signIn(browser, stack.url, { email, name: `Boards ${tag}` });
      const { user } = await (await browser.fetch(`${stack.url}/api/auth/session`)).json();
      // Membership learns of users from identity's events; seeding the row keeps this test about boards.
      await upsertUser(stack.membership.pool, { id: user.id, email, name: `Boards ${tag}`, role: 'USER' });
      const token = await mintCallerToken({ userId: user.id, role: 'USER', plan: 'STARTER', paid: false });
      const get = async (path: string) => {
        const response = await browser.fetch(stack.url + path);
        return { status: response.status, body: await response.json() };
      };
      const send = async (path: string, method: string, body: unknown) => {
        const response = await browser.fetch(stack.url + path, json(method, body));
        return { status: response.status, body: await response.json() };
      };
      return { id: user.id as string, browser, token, get, send };
    };
    const [manager, member] = await Promise.all([signedIn('manager'), signedIn('member')]);
    expect((await manager.send('/api/v2/collections', 'POST', { name: 'Team', team: true })).body.errorCode).toBe('GROUP_PRO_REQUIRED');
    const subscribed = await call('/api/v2/users/memberships', manager.token, 'POST', { plan: 'GROUP_PRO', kind: 'MONTHLY', memberIds: [member.id], card: testCard() });
    expect(subscribed.status).toBe(201);

    const team = await manager.send('/api/v2/collections', 'POST', { name: 'Team', team: true });
    expect(team.status).toBe(201);
    expect(team.body).toMatchObject({ team: true, canEdit: true });
    const personal = await manager.send('/api/v2/collections', 'POST', { name: 'Mine' });
    const id = team.body.collectionId as string;

    // The member sees it and edits it with the manager, at the same time.
    expect((await member.get('/api/v2/collections')).body.data.map((c: { collectionId: string }) => c.collectionId)).toEqual([id]);
    const both = await Promise.all([
      manager.send(`/api/v2/collections/${id}/items`, 'POST', { targetType: 'APP', targetId: apps.hidden }),
      member.send(`/api/v2/collections/${id}/items`, 'POST', { targetType: 'FLOW', targetId: flows.hidden }),
      member.send(`/api/v2/collections/${id}/items`, 'POST', { targetType: 'IMAGE', targetId: screens.hidden[1]!.id }),
    ]);
    expect(both.map((b) => b.status)).toEqual([200, 200, 200]);
    expect((await member.send(`/api/v2/collections/${id}`, 'PUT', { name: 'Team research' })).body.name).toBe('Team research');
    expect((await manager.get(`/api/v2/collections/${id}`)).body).toMatchObject({ name: 'Team research', itemCount: 3, team: true });
    // Someone outside the group: as if there were no board; and Personal Pro makes no team boards.
    const outsider = await person(true);
    expect((await call(`/api/v2/collections/${id}`, outsider.token)).status).toBe(404);
    expect((await call('/api/v2/collections', outsider.token, 'POST', { name: 'Team', team: true })).body.errorCode).toBe('GROUP_PRO_REQUIRED');

    // The manager removes the member from the group: their next request no longer opens the board.
    expect((await call('/api/v2/users/memberships/groups', manager.token, 'PUT', { memberIds: [] })).status).toBe(200);
    expect((await member.get(`/api/v2/collections/${id}`)).status).toBe(404);
    expect((await member.send(`/api/v2/collections/${id}/items`, 'POST', { targetType: 'APP', targetId: apps.v1 })).status).toBe(404);
    expect((await member.get('/api/v2/collections')).body.data).toEqual([]);
    expect((await manager.get(`/api/v2/collections/${id}`)).body.itemCount).toBe(3);

    // The manager closes their account: their own board goes, the group's board stays.
    expect((await manager.browser.fetch(`${stack.url}/api/v2/users/me`, { method: 'DELETE' })).status).toBe(200);
    const left = async () =>
      (await stack.catalog.pool.query<{ id: string }>('SELECT id FROM collections WHERE id = ANY($1::uuid[])', [[id, personal.body.collectionId]])).rows.map((r) => r.id);
    await waitFor(async () => (await left()).length === 1, 30_000);
    expect(await left()).toEqual([id]);
  });
});
