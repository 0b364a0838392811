import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  createKafka,
  createLogger,
  encodeMessage,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  Topics,
} from '@screenshelf/kit';
import { ADMIN, FREE_USER, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';
import { BLACK, RED, screenPng, seedLibrary, uploadScreen } from './support/library.js';

const OTHER_USER = { ...PAID_USER, userId: '00000000-0000-4000-8000-0000000000b2' };

// Admin writes on the legacy and v2 paths, uploads, bookmarks, likes, trending and closed accounts.
describe('the library: admin writes, bookmarks, likes and trending', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let apps: Record<string, string>;
  let admin: string;
  let paid: string;
  let other: string;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  const call = (p: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    api(stack.url, p, { method: init.method, token: init.token, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const detail = async (appId: string) => (await call(`/api/apps/${appId}`, { token: paid })).body.data;

  beforeAll(async () => {
    // A stack of its own: it edits and counts a library of its own.
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads } });
    ({ apps, adminToken: admin } = await seedLibrary(stack.url));
    paid = await mintCallerToken(PAID_USER);
    other = await mintCallerToken(OTHER_USER);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  describe('uploads (local storage)', () => {
    it('serves the uploaded file and refuses a tampered or unsigned upload', async () => {
      const signed = await call('/api/image', { method: 'POST', token: admin, body: { path: 'screens/x/a.png' } });
      expect(signed.body.data).toMatchObject({ method: 'PUT', image: expect.stringMatching(/^\/uploads\/screens\/x\/a-[0-9a-f]{32}\.png\?exp=/), uploadUrl: expect.stringContaining('signature=') });
      const key = signed.body.data.key as string;
      const tampered = signed.body.data.uploadUrl.replace(key, 'screens/x/b.png');
      expect((await fetch(stack.url + tampered, { method: 'PUT', body: 'x' })).status).toBe(403);
      expect((await fetch(`${stack.url}/uploads/${key}`, { method: 'PUT', body: 'x' })).status).toBe(400);
      expect((await fetch(`${stack.url}/uploads/${key}`)).status).toBe(403);
      const put = await fetch(stack.url + signed.body.data.uploadUrl, { method: 'PUT', body: 'x', headers: { 'content-type': 'image/png' } });
      expect((await put.json()).data.image).toMatch(/\?exp=\d+&sig=/);
      expect((await fetch(stack.url + signed.body.data.image)).status).toBe(200);
      expect((await call('/api/image', { method: 'POST', token: paid, body: { path: 'a.png' } })).status).toBe(403);
      expect((await call('/api/image', { method: 'POST', token: admin, body: { path: '../etc/passwd' } })).status).toBe(400);
    });
  });

  describe('legacy app writes', () => {
    let appId: string;
    it('creates an app (POST /api/apps), adds patterns (POST /api/apps/{appId}/patternName), replaces them (PUT …/patterns)', async () => {
      const created = await call('/api/apps', { method: 'POST', token: admin, body: { appName: '쿠팡', appNameEn: 'Coupang', categoryCodes: ['2'], mau: 30_000_000 } });
      expect(created.status).toBe(201);
      appId = created.body.data.appId;
      const red = await uploadScreen(stack.url, admin, 'screens/coupang/red.png', await screenPng([[RED, 1]]));
      const black = await uploadScreen(stack.url, admin, 'screens/coupang/black.png', await screenPng([[BLACK, 1]]));
      const added = await call(`/api/apps/${appId}/patternName`, {
        method: 'POST',
        token: admin,
        body: { patternName: '결제', patternCode: '125', images: [{ image: red, componentCodes: ['246'] }, { image: black }] },
      });
      expect(added.status).toBe(201);
      expect(added.body.data.patterns).toEqual([
        expect.objectContaining({ patternName: '결제', patternCode: '125', images: [expect.objectContaining({ image: red, colors: [RED] }), expect.objectContaining({ image: black, colors: [BLACK] })] }),
      ]);
      const replaced = await call(`/api/apps/${appId}/patterns`, {
        method: 'PUT',
        token: admin,
        body: { patterns: [{ patternName: '홈', patternCode: '109', images: [{ image: black }] }, { patternName: '결제', patternCode: '125', images: [{ image: red }] }] },
      });
      expect(replaced.body.data.patterns.map((p: { patternName: string }) => p.patternName)).toEqual(['홈', '결제']);
      await waitFor(async () => (await detail(appId))?.patterns?.length === 2);
    });

    it('updates it with PUT /api/apps/{id}, PUT /api/apps/ and PUT /api/v2/apps/{id}', async () => {
      expect((await call(`/api/apps/${appId}`, { method: 'PUT', token: admin, body: { mau: 31_000_000 } })).body.data.mau).toBe(31_000_000);
      expect((await call('/api/apps/', { method: 'PUT', token: admin, body: { appId, appNameEn: 'Coupang Eats' } })).body.data.appNameEn).toBe('Coupang Eats');
      expect((await call(`/api/v2/apps/${appId}`, { method: 'PUT', token: admin, body: { categoryCodes: ['2', '3'] } })).body.data.categoryCodes).toEqual(['2', '3']);
      expect(await call(`/api/v2/apps/${appId}`, { method: 'PUT', token: admin, body: { categoryCodes: ['999'] } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
      expect((await call(`/api/apps/${appId}`, { method: 'PUT', token: paid, body: { mau: 1 } })).status).toBe(403);
      await waitFor(async () => (await detail(appId)).appNameEn === 'Coupang Eats' && (await detail(appId)).mau === 31_000_000);
      // A read by id is real-time; a lookup by name is a search, seen within the apps index's refresh.
      const byName = async (name: string, query = '') => (await call(`/api/apps/name/${encodeURIComponent(name)}${query}`, { token: paid })).body.data;
      await waitFor(async () => (await byName('coupang eats'))?.appId === appId);
      expect(await byName('쿠팡', '?type=MOBILE')).toMatchObject({ appId, appNameEn: 'Coupang Eats', mau: 31_000_000, patterns: [{ patternName: '홈' }, { patternName: '결제' }] });
    });

    it('sets the components of a screen (POST /api/v2/apps/images/{imgId}/components)', async () => {
      const imageId = (await detail(appId)).patterns[0].images[0].imageId;
      const res = await call(`/api/v2/apps/images/${imageId}/components`, { method: 'POST', token: admin, body: { componentCodes: ['217', '236'] } });
      expect(res.body.data).toMatchObject({ imageId, componentCodes: ['217', '236'], patternName: '홈' });
      expect((await call(`/api/v2/apps/images/${imageId}/components`, { method: 'POST', token: admin, body: { componentCodes: ['1'] } })).status).toBe(400);
      await waitFor(async () => (await call(`/api/v2/apps/images?componentCodes=236&categoryCodes=3`, { token: paid })).body.data.length === 1);
    });

    it('deletes one screen of a pattern, then the pattern, then says there is nothing to delete', async () => {
      const image = (await detail(appId)).patterns[1].images[0].image;
      const one = await call(`/api/apps/${appId}/${encodeURIComponent('결제')}?imageUrl=${encodeURIComponent(image)}`, { method: 'DELETE', token: admin });
      expect(one).toMatchObject({ status: 200, body: { data: { deleted: 1 } } });
      const again = await call(`/api/apps/${appId}/${encodeURIComponent('결제')}?imageUrl=${encodeURIComponent(image)}`, { method: 'DELETE', token: admin });
      expect(again).toMatchObject({ status: 404, body: { errorCode: 'NOTHING_TO_DELETE', msg: '삭제할 항목이 없습니다.' } });
      expect((await call(`/api/apps/${appId}/${encodeURIComponent('결제')}`, { method: 'DELETE', token: admin })).status).toBe(200);
      expect(await call(`/api/apps/${appId}/${encodeURIComponent('결제')}`, { method: 'DELETE', token: admin })).toMatchObject({
        status: 404,
        body: { msg: '삭제할 항목이 없습니다.' },
      });
      await waitFor(async () => (await detail(appId)).patterns.length === 1);
    });

    it('deletes the app with DELETE /api/apps/{id} and DELETE /api/v2/apps/{id}', async () => {
      expect((await call(`/api/apps/${appId}`, { method: 'DELETE', token: admin })).status).toBe(200);
      expect((await call(`/api/apps/${appId}`, { method: 'DELETE', token: admin })).status).toBe(404);
      await waitFor(async () => (await call(`/api/apps/${appId}`, { token: paid })).status === 404);
      // Each index refreshes on its own schedule: the screens go within a refresh interval.
      await waitFor(async () => (await call(`/api/v2/apps/images?patternCodes=109&categoryCodes=2`, { token: paid })).body.data.length === 0);
      const temp = await call('/api/v2/apps', { method: 'POST', token: admin, body: { appName: '임시' } });
      expect((await call(`/api/v2/apps/${temp.body.data.appId}`, { method: 'DELETE', token: paid })).status).toBe(403);
      expect((await call(`/api/v2/apps/${temp.body.data.appId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    });

    it('has each of those admin writes in the catalog audit log, newest first, on legacy paths too', async () => {
      const logged = await call(`/api/v2/admin/audit-logs?service=catalog&targetId=${appId}&limit=100`, { token: admin });
      expect(logged.status).toBe(200);
      expect(logged.body.data.map((e: { action: string }) => e.action)).toEqual([
        'app.deleted',
        'pattern.deleted',
        'screen.deleted',
        'app.updated',
        'app.updated',
        'app.updated',
        'patterns.replaced',
        'patterns.added',
        'app.created',
      ]);
      const updates = logged.body.data.filter((e: { action: string }) => e.action === 'app.updated');
      expect(updates[2]).toMatchObject({ before: { mau: 30_000_000 }, after: { mau: 31_000_000 } });
      expect(logged.body.data[6]).toMatchObject({ after: { patterns: ['홈', '결제'], screens: 2 } });
      const components = await call('/api/v2/admin/audit-logs?service=catalog&action=image.components_set', { token: admin });
      expect(components.body.data).toEqual([expect.objectContaining({ targetType: 'image', before: { componentCodes: [] }, after: { componentCodes: ['217', '236'] } })]);
    });

    it('refuses beta apps and unknown codes on create, and bad pattern bodies', async () => {
      expect((await call('/api/apps', { method: 'POST', token: admin, body: { appName: 'b', releaseStatus: 'INTERNAL' } })).body.errorCode).toBe('APP_NOT_RELEASED');
      expect((await call('/api/v2/apps', { method: 'POST', token: admin, body: { appName: 'b', categoryCodes: ['nope'] } })).body.errorCode).toBe('VALIDATION_ERROR');
      expect((await call(`/api/v2/apps/${apps.toss}/patterns`, { method: 'POST', token: admin, body: { patterns: [{ patternName: 'x', patternCode: '177' }] } })).status).toBe(400);
      expect((await call(`/api/v2/apps/${apps.toss}/patterns`, { method: 'POST', token: admin, body: { patterns: [] } })).status).toBe(400);
    });
  });

  describe('bookmarks', () => {
    let patternId: string;
    let imageId: string;
    let bookmarkId: string;
    beforeAll(async () => {
      const toss = await detail(apps.toss);
      patternId = toss.patterns[0].patternId;
      imageId = toss.patterns[1].images[0].imageId;
    });

    it('lets a user bookmark patterns and screens and list them (legacy and v2)', async () => {
      const a = await call(`/api/users/${PAID_USER.userId}/bookmarks`, { method: 'POST', token: paid, body: { type: 'PATTERN', id: patternId } });
      expect(a.status).toBe(201);
      expect(a.body.data).toMatchObject({ userId: PAID_USER.userId, type: 'PATTERN', appId: apps.toss, appName: '토스', patternName: '로그인', image: expect.stringContaining('/uploads/') });
      const b = await call(`/api/users/${PAID_USER.userId}/bookmarks`, { method: 'POST', token: paid, body: { type: 'IMAGE', id: imageId } });
      bookmarkId = b.body.data.id;
      expect(b.body.data).toMatchObject({ type: 'IMAGE', imageId, patternName: '홈' });
      expect((await call(`/api/users/${PAID_USER.userId}/bookmarks`, { token: paid })).body.data).toHaveLength(2);
      expect((await call('/api/v2/users/bookmarks/patterns', { token: paid })).body.data.map((x: { patternName: string }) => x.patternName)).toEqual(['로그인']);
      expect((await call('/api/v2/users/bookmarks/images?type=MOBILE&limit=10&offset=0', { token: paid })).body.data).toHaveLength(1);
      expect((await call('/api/v2/users/bookmarks/images?type=WEBSITE', { token: paid })).body.data).toHaveLength(0);
      expect((await call('/api/v2/users/bookmarks/images?offset=1', { token: paid })).body.data).toHaveLength(0);
      expect((await call('/api/v2/users/bookmarks/images?limit=101', { token: paid })).status).toBe(400);
    });

    it('keeps every user to their own bookmarks', async () => {
      expect((await call('/api/v2/users/bookmarks/patterns', { token: other })).body.data).toEqual([]);
      expect((await call(`/api/users/${PAID_USER.userId}/bookmarks`, { token: other })).status).toBe(403);
      expect((await call(`/api/users/${PAID_USER.userId}/bookmarks`, { method: 'POST', token: other, body: { type: 'PATTERN', id: patternId } })).status).toBe(403);
      expect((await call(`/api/users/${PAID_USER.userId}/bookmarks/${bookmarkId}`, { method: 'PUT', token: other, body: { bookmarked: false } })).status).toBe(403);
      // Through their own path, someone else's bookmark id is simply not found.
      expect((await call(`/api/users/${OTHER_USER.userId}/bookmarks/${bookmarkId}`, { method: 'PUT', token: other, body: { bookmarked: false } })).status).toBe(404);
      expect((await call('/api/v2/users/bookmarks/patterns')).status).toBe(401);
      expect((await call(`/api/users/${PAID_USER.userId}/bookmarks`)).status).toBe(401);
      expect((await call(`/api/users/${PAID_USER.userId}/bookmarks`, { token: paid })).body.data).toHaveLength(2);
    });

    it('removes a bookmark with PUT {bookmarked: false}; a missing target is 404', async () => {
      const res = await call(`/api/users/${PAID_USER.userId}/bookmarks/${bookmarkId}`, { method: 'PUT', token: paid, body: { bookmarked: false } });
      expect(res.body.data).toEqual({ id: bookmarkId, bookmarked: false });
      expect((await call('/api/v2/users/bookmarks/images', { token: paid })).body.data).toEqual([]);
      const missing = await call(`/api/users/${PAID_USER.userId}/bookmarks`, { method: 'POST', token: paid, body: { type: 'IMAGE', id: randomUUID() } });
      expect(missing.status).toBe(404);
    });
  });

  describe('likes and trending', () => {
    it('counts likes (likeCount) and the caller’s own (myLikeCount)', async () => {
      const liked = await call(`/api/v2/likes/APP/${apps.karrot}`, { method: 'PUT', token: paid, body: { liked: true } });
      expect(liked.body.data).toMatchObject({ likeCount: 1, myLikeCount: 1 });
      await call(`/api/v2/likes/APP/${apps.karrot}`, { method: 'PUT', token: other, body: { liked: true } });
      const imageId = (await detail(apps.karrot)).patterns[0].images[0].imageId;
      await call(`/api/v2/likes/image/${imageId}`, { method: 'PUT', token: other, body: { liked: true } });
      await waitFor(async () => {
        const karrot = (await call('/api/v2/apps?categoryCodes=2', { token: paid })).body.data[0];
        const image = (await call('/api/v2/apps/images?categoryCodes=2', { token: other })).body.data[0];
        return karrot.likeCount === 2 && karrot.myLikeCount === 1 && image.likeCount === 1;
      });
      const asOther = (await call('/api/v2/apps/images?categoryCodes=2', { token: other })).body.data[0];
      expect(asOther).toMatchObject({ likeCount: 1, myLikeCount: 1 });
      const asPaid = (await call('/api/v2/apps/images?categoryCodes=2', { token: paid })).body.data[0];
      expect(asPaid).toMatchObject({ likeCount: 1, myLikeCount: 0 });
      expect((await call(`/api/v2/likes/APP/${apps.karrot}`, { method: 'PUT', body: { liked: true } })).status).toBe(401);
      expect((await call(`/api/v2/likes/APP/${randomUUID()}`, { method: 'PUT', token: paid, body: { liked: true } })).status).toBe(404);
    });

    it('ranks apps by decayed real-time views (sortField=trending)', async () => {
      // A view counts once per viewer and window: baemin is seen by two people, toss by three.
      for (const token of [paid, other, paid]) await call(`/api/apps/${apps.baemin}`, { token });
      await call(`/api/apps/${apps.toss}`, { token: paid });
      await call(`/api/apps/name/${encodeURIComponent('토스')}`, { token: other });
      await call(`/api/apps/name/${encodeURIComponent('토스')}`, { token: admin });
      await call(`/api/apps/name/${encodeURIComponent('토스')}`, { token: paid });
      const ranked = await waitFor(async () => {
        const res = await call('/api/v2/apps?sortField=trending&limit=10', { token: paid });
        const top = res.body.data.slice(0, 2).map((a: { appName: string }) => a.appName);
        return top[0] === '토스' && top[1] === '배달의민족' ? res : undefined;
      }, 20_000, 300);
      expect(ranked.body.data[0].trendingScore).toBeGreaterThan(ranked.body.data[1].trendingScore);
      expect(ranked.body.data).toHaveLength(5);
      const page2 = await call('/api/v2/apps?sortField=trending&limit=2&offset=2', { token: paid });
      expect(page2.body.data.map((a: { appId: string }) => a.appId)).toEqual(ranked.body.data.slice(2, 4).map((a: { appId: string }) => a.appId));
      const imageId = (await detail(apps.kakaotalk)).patterns[0].images[1].imageId;
      await call(`/api/v2/apps/images/${imageId}/views`, { method: 'POST', token: paid });
      await waitFor(async () => (await call('/api/v2/apps/images?sortField=trending', { token: paid })).body.data[0]?.imageId === imageId, undefined, 300);
    });
  });

  describe('a closed account (identity.user user.deleted)', () => {
    it('loses its bookmarks and likes, and like counts follow', async () => {
      const patternId = (await detail(apps.karrot)).patterns[0].patternId;
      await call(`/api/users/${OTHER_USER.userId}/bookmarks`, { method: 'POST', token: other, body: { type: 'PATTERN', id: patternId } });
      expect((await call('/api/v2/users/bookmarks/patterns', { token: other })).body.data).toHaveLength(1);

      const kafka = createKafka('test', (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('test', 'silent'));
      const producer = kafka.producer();
      await producer.connect();
      try {
        await producer.send({
          topic: `${stack.id}.${Topics.identityUser.name}`,
          messages: [
            {
              key: OTHER_USER.userId,
              value: Buffer.from(encodeMessage(Topics.identityUser.message, { kind: 'user.deleted', occurredAt: new Date().toISOString(), userId: OTHER_USER.userId })),
              headers: { [EVENT_ID_HEADER]: randomUUID(), [EVENT_TYPE_HEADER]: 'user.deleted' },
            },
          ],
        });
      } finally {
        await producer.disconnect();
      }
      await waitFor(async () => (await call('/api/v2/users/bookmarks/patterns', { token: other })).body.data.length === 0);
      await waitFor(async () => (await call('/api/v2/apps?categoryCodes=2', { token: paid })).body.data[0].likeCount === 1);
      await waitFor(async () => (await call('/api/v2/apps/images?categoryCodes=2', { token: paid })).body.data[0].likeCount === 0);
      expect((await call('/api/v2/users/bookmarks/patterns', { token: paid })).body.data).toHaveLength(1);
    });
  });

  it('answers free callers only what the free tier shows, on legacy paths too', async () => {
    const free = await mintCallerToken(FREE_USER);
    expect((await call('/api/apps/', { token: free })).body.data).toHaveLength(3);
    expect((await call(`/api/apps/name/${encodeURIComponent('토스')}`, { token: free })).status).toBe(403);
    expect((await call('/api/apps/', { token: await mintCallerToken(ADMIN) })).body.data.length).toBeGreaterThan(3);
  });
});
