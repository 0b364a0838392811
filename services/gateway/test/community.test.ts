import { randomUUID } from 'node:crypto';
import { ADMIN, FREE_USER, mintCallerToken, PAID_USER } from '@screenshelf/kit/testing';
import { seedLibrary } from './support/library.js';
import { api, startStack } from './support/stack.js';

// The community over REST on a real stack (catalog, search, community): posts with library screens
// shown to each reader as their library window allows, votes, comments, reports, moderation in the
// audit log, and bad input answered with {errorCode, msg}.
describe('the community over REST', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let admin: string;
  let paid: string;
  let free: string;
  let other: string;
  let screens: { imageId: string; appId: string; appNameEn: string }[];
  const call = (token: string | undefined, path: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
    api(stack.url, path, { method, token, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const screenOf = (app: string) => {
    const s = screens.find((x) => x.appNameEn === app)!;
    return { appId: s.appId, imageId: s.imageId };
  };

  beforeAll(async () => {
    // A stack of its own: its readers' windows are the newest apps of a library of its own.
    stack = await startStack({ services: ['catalog', 'search', 'community'] });
    await seedLibrary(stack.url);
    admin = await mintCallerToken(ADMIN);
    paid = await mintCallerToken(PAID_USER);
    free = await mintCallerToken(FREE_USER);
    other = await mintCallerToken({ userId: randomUUID(), role: 'USER', plan: 'STARTER', paid: false });
    screens = (await call(admin, '/api/v2/apps/images?type=MOBILE&limit=100')).body.data;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('posts screens and tags, and shows each reader the screens their library window allows', async () => {
    // Toss is outside the free window (baemin, kakaobank, kakaotalk are the latest three).
    const body = { title: '결제 화면 모음', text: 'Checkout flows', screens: [screenOf('Toss'), screenOf('Baemin')], tags: ['104'] };
    expect(await call(free, '/api/v2/community/posts', 'POST', body)).toMatchObject({ status: 400, body: { errorCode: 'POST_INVALID' } });
    const created = await call(paid, '/api/v2/community/posts', 'POST', body);
    expect(created.status).toBe(201);
    const post = created.body.data;
    expect(post).toMatchObject({ title: '결제 화면 모음', tags: ['104'], mine: true, voteCount: 0 });

    const asVisitor = (await call(undefined, `/api/v2/community/posts/${post.id}`)).body.data;
    expect(asVisitor.screens).toEqual([
      expect.objectContaining({ appId: screenOf('Toss').appId, locked: true, image: '' }),
      expect.objectContaining({ appId: screenOf('Baemin').appId, locked: false, appNameEn: 'Baemin', image: expect.stringMatching(/^\/uploads\/.+(\?exp=|\.webp$)/) }),
    ]);
    const asPaid = (await call(paid, `/api/v2/community/posts/${post.id}`)).body.data;
    expect(asPaid.screens.map((s: { locked: boolean; image: string }) => [s.locked, s.image !== ''])).toEqual([[false, true], [false, true]]);
    // The signed link of a screen the visitor may see opens.
    const image = await fetch(stack.url + asVisitor.screens[1].image);
    expect(image.status).toBe(200);
  });

  it('answers bad input with {errorCode, msg} in the reader’s language', async () => {
    expect(await call(paid, '/api/v2/community/posts', 'POST', { text: 'no title' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    const unknownTag = await call(paid, '/api/v2/community/posts', 'POST', { title: 'Tags', tags: ['NOPE'] }, { 'accept-language': 'ko' });
    expect(unknownTag).toMatchObject({ status: 400, body: { errorCode: 'POST_INVALID', msg: '알 수 없는 태그입니다: NOPE' } });
    expect(await call(paid, '/api/v2/community/posts', 'POST', { title: ' ' })).toMatchObject({ status: 400, body: { errorCode: 'POST_INVALID' } });
    expect(await call(undefined, '/api/v2/community/posts', 'POST', { title: 'Visitor' })).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHENTICATED' } });
    expect(await call(undefined, `/api/v2/community/posts/${randomUUID()}`)).toMatchObject({ status: 404, body: { errorCode: 'POST_NOT_FOUND' } });
    expect(await call(undefined, '/api/v2/community/posts/nonsense')).toMatchObject({ status: 404, body: { errorCode: 'POST_NOT_FOUND' } });
    expect(await call(undefined, '/api/v2/community/posts?sort=hot')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    expect(await call(undefined, '/api/v2/community/posts?limit=101')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  it('votes, unvotes, comments, pages, edits and reports; an admin hides and restores in the audit log', async () => {
    const post = (await call(other, '/api/v2/community/posts', 'POST', { title: 'Onboarding ideas' })).body.data;
    expect((await call(paid, `/api/v2/community/posts/${post.id}/votes`, 'POST')).body.data).toEqual({ postId: post.id, voted: true, voteCount: 1 });
    expect((await call(paid, `/api/v2/community/posts/${post.id}/votes`, 'POST')).body.data.voteCount).toBe(1);
    expect((await call(free, `/api/v2/community/posts/${post.id}/votes`, 'POST')).body.data.voteCount).toBe(2);
    expect((await call(free, `/api/v2/community/posts/${post.id}/votes`, 'DELETE')).body.data).toEqual({ postId: post.id, voted: false, voteCount: 1 });

    expect(await call(paid, `/api/v2/community/posts/${post.id}/comments`, 'POST', { text: 'Nice' })).toMatchObject({ status: 201, body: { data: { text: 'Nice' } } });
    await call(free, `/api/v2/community/posts/${post.id}/comments`, 'POST', { text: 'Agreed' });
    const page2 = await call(undefined, `/api/v2/community/posts/${post.id}/comments?limit=1&offset=1`);
    expect(page2.body).toMatchObject({ total: 2, data: [{ text: 'Agreed' }] });

    expect(await call(paid, `/api/v2/community/posts/${post.id}`, 'PATCH', { title: 'Mine now' })).toMatchObject({ status: 403, body: { errorCode: 'NOT_POST_AUTHOR' } });
    expect((await call(other, `/api/v2/community/posts/${post.id}`, 'PATCH', { text: 'Edited' })).body.data).toMatchObject({ title: 'Onboarding ideas', text: 'Edited' });

    const list = await call(undefined, '/api/v2/community/posts?sort=votes&limit=1');
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data).toHaveLength(1);

    expect(await call(free, `/api/v2/community/posts/${post.id}/reports`, 'POST', { reason: 'off topic' })).toMatchObject({ status: 201, body: { data: { reported: true } } });
    const reports = await call(admin, '/api/v2/admin/community/reports');
    expect(reports.body.data).toEqual([expect.objectContaining({ post: expect.objectContaining({ id: post.id, reportCount: 1 }), reports: [expect.objectContaining({ reason: 'off topic' })] })]);

    expect((await call(admin, `/api/v2/admin/community/posts/${post.id}/visibility`, 'PUT', { hidden: true, reason: 'off topic' })).body.data.hidden).toBe(true);
    expect((await call(paid, `/api/v2/community/posts/${post.id}`)).status).toBe(404);
    expect((await call(admin, '/api/v2/admin/community/reports')).body.data).toEqual([]);
    await call(admin, `/api/v2/admin/community/posts/${post.id}/visibility`, 'PUT', { hidden: false });
    expect((await call(paid, `/api/v2/community/posts/${post.id}`)).body.data.hidden).toBe(false);

    const audit = await call(admin, `/api/v2/admin/audit-logs?service=community&targetId=${post.id}`);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['post.restored', 'post.hidden']);

    expect((await call(other, `/api/v2/community/posts/${post.id}`, 'DELETE')).body.data).toEqual({ deleted: 1 });
    expect((await call(other, `/api/v2/community/posts/${post.id}`)).status).toBe(404);
  });
});
