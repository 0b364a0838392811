import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FREE_USER, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';
import { BLACK, BLUE, RED, seedLibrary, YELLOW } from './support/library.js';

const MEMBERSHIP_MSG = 'MAU/컬러 검색 기능은 멤버십이 필요합니다.';

// Browse, search, codes, contents, entitlements, bad input and a reindex over one seeded library.
describe('the library: browse and search', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let apps: Record<string, string>;
  let adminToken: string;
  let paid: string;
  let free: string;
  const uploads = mkdtempSync(path.join(tmpdir(), 'screenshelf-uploads-'));
  const get = (p: string, token?: string) => api(stack.url, p, { token });
  const names = (res: { body: { data: { appName: string }[] } }) => res.body.data.map((a) => a.appName);
  const sorted = (xs: string[]) => [...xs].sort();

  beforeAll(async () => {
    // A stack of its own: it browses a library of its own (every list, count and order).
    stack = await startStack({ env: { CATALOG_STORAGE_DIR: uploads } });
    ({ apps, adminToken } = await seedLibrary(stack.url));
    paid = await mintCallerToken(PAID_USER);
    free = await mintCallerToken(FREE_USER);
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(uploads, { recursive: true, force: true });
  });

  describe('GET /api/v2/apps', () => {
    it.each([
      ['type', '?type=WEBSITE', ['무신사', '오늘의집', '원티드', '야놀자']],
      ['categoryCodes', '?categoryCodes=1', ['토스', '카카오뱅크']],
      ['categoryCodes (several)', '?categoryCodes=1,2', ['토스', '당근', '카카오뱅크']],
      ['color', `?color=${encodeURIComponent(BLUE)}`, ['토스', '카카오뱅크']],
      ['minmau', '?minmau=18000000', ['당근', '배달의민족', '카카오톡']],
      ['maxmau', '?maxmau=16000000', ['토스']],
      ['minmau + maxmau', '?minmau=16000000&maxmau=19000000', ['당근', '카카오뱅크']],
      ['categoryCodes + color + minmau', `?categoryCodes=1&color=${encodeURIComponent(BLUE)}&minmau=16000000`, ['카카오뱅크']],
      ['type + categoryCodes + maxmau', '?type=WEBSITE&categoryCodes=2,13&maxmau=5500000', ['오늘의집']],
    ])('filters by %s', async (_what, query, expected) => {
      const res = await get(`/api/v2/apps${query}${query ? '&' : '?'}limit=100`, paid);
      expect(res.status).toBe(200);
      expect(sorted(names(res))).toEqual(sorted(expected));
    });

    it('sorts by mau and by updatedAt (newest first), pages with limit/offset and ends on a short page', async () => {
      expect(names(await get('/api/v2/apps?sortField=mau&limit=3', paid))).toEqual(['카카오톡', '배달의민족', '당근']);
      expect(names(await get('/api/v2/apps?sortField=updatedAt&limit=2', paid))).toEqual(['카카오톡', '카카오뱅크']);
      const pages = [];
      for (let offset = 0; ; offset += 2) {
        const page = (await get(`/api/v2/apps?sortField=mau&limit=2&offset=${offset}`, paid)).body.data;
        pages.push(...page);
        if (page.length < 2) break;
      }
      expect(pages.map((a: { appName: string }) => a.appName)).toEqual(['카카오톡', '배달의민족', '당근', '카카오뱅크', '토스']);
    });

    it('answers one app with single, with §3 field names', async () => {
      const res = await get('/api/v2/apps?single=true&sortField=mau', paid);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0]).toMatchObject({ appId: apps.kakaotalk, appName: '카카오톡', image: '', likeCount: 0, myLikeCount: 0, colors: expect.arrayContaining([BLACK, YELLOW]) });
      expect(res.body.data[0].updatedAt).toEqual(expect.any(String));
    });
  });

  describe('GET /api/v2/apps/patterns and /api/v2/apps/images', () => {
    const patternNames = (res: { body: { data: { appName: string; patternName: string }[] } }) => sorted(res.body.data.map((p) => `${p.appName}/${p.patternName}`));

    it.each([
      ['patternCodes', '?patternCodes=104', ['토스/로그인']],
      ['a pattern group (its members)', '?patternCodes=53', ['당근/상품 목록', '배달의민족/장바구니', '카카오뱅크/송금']],
      ['componentCodes', '?componentCodes=177', ['토스/로그인', '배달의민족/장바구니']],
      ['componentCodes (several: a pattern with every one)', '?componentCodes=177,180', ['토스/로그인']],
      ['categoryCodes', '?categoryCodes=1', ['토스/로그인', '토스/홈', '카카오뱅크/송금']],
      ['color', `?color=${encodeURIComponent(RED)}`, ['토스/로그인', '배달의민족/장바구니']],
      ['minmau', '?minmau=19000000', ['당근/상품 목록', '배달의민족/장바구니', '카카오톡/채팅']],
      ['maxmau', '?maxmau=15000000', ['토스/로그인', '토스/홈']],
      ['type', '?type=WEBSITE', ['무신사/상품 상세', '오늘의집/홈']],
      ['componentCodes + color + maxmau', `?componentCodes=177&color=${encodeURIComponent(RED)}&maxmau=16000000`, ['토스/로그인']],
      ['categoryCodes + patternCodes', '?categoryCodes=1&patternCodes=109', ['토스/홈']],
    ])('patterns filter by %s', async (_what, query, expected) => {
      const res = await get(`/api/v2/apps/patterns${query}&limit=100`, paid);
      expect(res.status).toBe(200);
      expect(patternNames(res)).toEqual(sorted(expected));
    });

    it.each([
      ['componentCodes', '?componentCodes=180', ['토스/로그인', '카카오톡/채팅']],
      ['componentCodes (several: a screen with every one)', '?componentCodes=249,180', ['카카오톡/채팅']],
      ['componentCodes (several, none with both)', '?componentCodes=177,249', []],
      ['color', `?color=${encodeURIComponent(YELLOW)}`, ['당근/상품 목록', '카카오뱅크/송금', '카카오톡/채팅']],
      ['patternCodes', '?patternCodes=137', ['카카오톡/채팅', '카카오톡/채팅']],
      ['categoryCodes', '?categoryCodes=3', ['배달의민족/장바구니']],
      ['minmau + maxmau', '?minmau=17000000&maxmau=17000000', ['카카오뱅크/송금']],
      ['type', '?type=WEBSITE', ['무신사/상품 상세', '오늘의집/홈']],
      ['color + componentCodes + categoryCodes', `?color=${encodeURIComponent(YELLOW)}&componentCodes=249&categoryCodes=4`, ['카카오톡/채팅']],
    ])('images filter by %s', async (_what, query, expected) => {
      const res = await get(`/api/v2/apps/images${query}&limit=100`, paid);
      expect(res.status).toBe(200);
      expect(patternNames(res)).toEqual(sorted(expected));
    });

    it('names image cards in §3 terms, with the colours read from the pixels', async () => {
      const res = await get('/api/v2/apps/images?patternCodes=132', paid);
      expect(res.body.data).toEqual([
        expect.objectContaining({
          imageId: expect.any(String),
          image: expect.stringMatching(/^\/uploads\/screens\/kakaobank\//),
          appId: apps.kakaobank,
          appName: '카카오뱅크',
          patternName: '송금',
          patternCode: '132',
          patternCodeName: '송금',
          colors: [BLUE, YELLOW],
          likeCount: 0,
          myLikeCount: 0,
          updatedAt: expect.any(String),
        }),
      ]);
      const file = await fetch(stack.url + res.body.data[0].image);
      expect(file.headers.get('content-type')).toBe('image/png');
    });

    it('keeps one card per app with single', async () => {
      const res = await get('/api/v2/apps/images?single=true&categoryCodes=4', paid);
      expect(res.body.data).toHaveLength(1);
      const patterns = await get('/api/v2/apps/patterns?single=true&limit=100', paid);
      expect(new Set(patterns.body.data.map((p: { appId: string }) => p.appId)).size).toBe(patterns.body.data.length);
    });

    it('sorts images by mau', async () => {
      const res = await get('/api/v2/apps/images?sortField=mau&limit=3', paid);
      expect(res.body.data.map((i: { appName: string }) => i.appName)).toEqual(['카카오톡', '카카오톡', '배달의민족']);
    });
  });

  describe('keyword search (Korean and English)', () => {
    it.each([
      ['/api/v2/apps/search?keyword=카카오', ['카카오뱅크', '카카오톡']],
      ['/api/v2/apps/search?keyword=뱅크', ['카카오뱅크']],
      ['/api/v2/apps/search?keyword=kakaotalk', ['카카오톡']],
      ['/api/v2/apps/search?keyword=카카오뱅크&exact=true', ['카카오뱅크']],
      ['/api/v2/apps/search?keyword=카카오&exact=true', []],
      ['/api/v2/apps/search?keyword=Toss&exact=true', ['토스']],
      ['/api/v2/apps/search?keyword=카카오&componentCodes=244', ['카카오뱅크']],
      ['/api/v2/apps/search?keyword=카카오&componentCodes=244,249', []],
      ['/api/v2/apps/search?keyword=홈&type=WEBSITE', []],
      ['/api/v2/apps/search?keyword=오늘의&type=WEBSITE', ['오늘의집']],
      ['/api/apps/search?keyword=배달', ['배달의민족']],
      ['/api/apps/search?keyword=baemin&exact=true', ['배달의민족']],
    ])('%s', async (path, expected) => {
      const res = await get(encodeURI(path), paid);
      expect(res.status).toBe(200);
      expect(sorted(names(res))).toEqual(sorted(expected));
    });
  });

  describe('codes', () => {
    const flatten = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

    it('has about 70 UI components numbered 177 to 249, each with a Korean definition', async () => {
      const res = await get('/api/v2/codes?type=COMPONENT', paid);
      expect(res.status).toBe(200);
      const leaves = flatten(res.body.data).filter((n) => n.children.length === 0);
      expect(leaves.map((n) => Number(n.code)).sort((a, b) => a - b)).toEqual(Array.from({ length: 73 }, (_, i) => 177 + i));
      for (const leaf of leaves) expect(leaf.description).toMatch(/[가-힣]/);
      expect(flatten(res.body.data).find((n) => n.code === '177')).toMatchObject({ name: '버튼', count: 2 });
    });

    it('has more than 50 UX patterns in a tree, and categories', async () => {
      const patterns = flatten((await get('/api/v2/codes?type=PATTERN')).body.data);
      expect(patterns.filter((n) => n.children.length === 0).length).toBeGreaterThan(50);
      expect((await get('/api/v2/codes?type=category')).body.data.length).toBeGreaterThan(10);
    });

    it('narrows to the codes of an app (appName, exact, appType) and of screens collected since a day', async () => {
      const byApp = flatten((await get(`/api/v2/codes?type=PATTERN&appName=${encodeURIComponent('토스')}&exact=true&appType=MOBILE`, paid)).body.data);
      expect(byApp.map((n) => n.code).sort()).toEqual(['104', '109', '50', '51']);
      const keyword = flatten((await get(`/api/v2/codes?type=COMPONENT&appName=${encodeURIComponent('카카오')}`, paid)).body.data);
      expect(keyword.filter((n) => n.children.length === 0).map((n) => n.code).sort()).toEqual(['180', '244', '249']);
      expect((await get('/api/v2/codes?type=PATTERN&scrapped_date=2999-01-01')).body.data).toEqual([]);
      expect((await get('/api/v2/codes?type=PATTERN&scrapped_date=2000-01-01')).body.data.length).toBeGreaterThan(0);
    });

    it('counts each component under the selection as the screens browse shows with it picked too', async () => {
      const counts = flatten((await get('/api/v2/codes?type=COMPONENT&appType=MOBILE&componentCodes=180', paid)).body.data);
      const countOf = (code: string) => counts.find((n) => n.code === code)?.count;
      expect([countOf('180'), countOf('177'), countOf('249'), countOf('244')]).toEqual([2, 1, 1, 0]);
      for (const code of ['177', '249', '244']) {
        expect((await get(`/api/v2/apps/images?componentCodes=180,${code}&limit=100`, paid)).body.data).toHaveLength(countOf(code)!);
      }
      expect((await get('/api/v2/codes?type=PATTERN&componentCodes=180', paid)).status).toBe(400);
    });

    it('adds a code (admin) that filters accept once search has the code.upserted event', async () => {
      const created = await api(stack.url, '/api/v2/codes', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ type: 'PATTERN', code: '161', name: '리워드', nameEn: 'Rewards', parentCode: '57' }),
      });
      expect(created).toMatchObject({ status: 201, body: { data: { code: '161', name: '리워드' } } });
      // Search keeps the codes from catalog's events (issue 11), so the filter accepts the code within moments.
      await waitFor(async () => (await get('/api/v2/apps/patterns?patternCodes=161', paid)).status === 200);
      const user = await api(stack.url, '/api/v2/codes', { method: 'POST', token: paid, body: JSON.stringify({ type: 'PATTERN', code: '162', name: 'x' }) });
      expect(user.status).toBe(403);
    });

    it('groups apps by category (GET /api/v2/codes/apps/groups, GET /api/apps/group)', async () => {
      for (const path of ['/api/v2/codes/apps/groups?type=MOBILE', '/api/apps/group']) {
        const res = await get(path, paid);
        expect(res.status).toBe(200);
        const finance = res.body.data.find((g: { code: string }) => g.code === '1');
        expect(finance).toMatchObject({ name: '금융' });
        expect(finance.apps.map((a: { appName: string }) => a.appName)).toEqual(['카카오뱅크', '토스']);
      }
    });

    it('gives the MAU range of a type', async () => {
      expect((await get('/api/apps/maurange?type=WEBSITE', paid)).body.data).toEqual({ min: 2_000_000, max: 6_000_000, count: 4 });
      expect((await get('/api/apps/maurange', paid)).body.data).toMatchObject({ min: 15_000_000, max: 45_000_000 });
    });
  });

  describe('contents', () => {
    let selfPublished: string;
    beforeAll(async () => {
      const image = (await get('/api/v2/apps/images?patternCodes=132', paid)).body.data[0].image;
      const a = await api(stack.url, '/api/v2/apps/self-contents', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ title: '송금 화면 분석', body: '...', image, categoryCodes: ['1'], patternCodes: ['132'], appId: apps.kakaobank }),
      });
      expect(a.status).toBe(201);
      selfPublished = a.body.data.contentId;
      expect(a.body.data.colors).toEqual([BLUE, YELLOW]);
      const b = await api(stack.url, '/api/v2/apps/self-contents', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ title: 'A linked article on shopping carts', linkUrl: 'https://example.com/carts', isSelfPublished: false, categoryCodes: ['3'], patternCodes: ['124'], appId: apps.baemin }),
      });
      expect(b.status).toBe(201);
      await waitFor(async () => (await get('/api/v2/contents?limit=100', paid)).body.data.length === 2);
    });

    const titles = (res: { body: { data: { title: string }[] } }) => sorted(res.body.data.map((c) => c.title));

    it.each([
      ['isSelfPublished', '?isSelfPublished=true', ['송금 화면 분석']],
      ['isSelfPublished=false', '?isSelfPublished=false', ['A linked article on shopping carts']],
      ['categoryCodes', '?categoryCodes=3', ['A linked article on shopping carts']],
      ['patternCodes', '?patternCodes=132', ['송금 화면 분석']],
      ['color', `?color=${encodeURIComponent(BLUE)}`, ['송금 화면 분석']],
      ['minmau', '?minmau=18000000', ['A linked article on shopping carts']],
      ['maxmau + categoryCodes', '?maxmau=18000000&categoryCodes=1,3', ['송금 화면 분석']],
    ])('filters by %s', async (_what, query, expected) => {
      expect(titles(await get(`/api/v2/contents${query}`, paid))).toEqual(expected);
    });

    it('sorts by mau and answers one with single; articles are open to visitors', async () => {
      expect((await get('/api/v2/contents?sortField=mau', paid)).body.data[0].title).toBe('A linked article on shopping carts');
      expect((await get('/api/v2/contents?single=true')).body.data).toHaveLength(1);
    });

    it('reads and updates a self-published content', async () => {
      expect((await get(`/api/v2/apps/self-contents/${selfPublished}`)).body.data).toMatchObject({ title: '송금 화면 분석', isSelfPublished: true });
      const updated = await api(stack.url, `/api/v2/apps/self-contents/${selfPublished}`, {
        method: 'PUT',
        token: adminToken,
        body: JSON.stringify({ title: '송금 UX 분석', categoryCodes: ['1'], patternCodes: ['132'] }),
      });
      expect(updated.body.data).toMatchObject({ title: '송금 UX 분석', colors: [] });
      await waitFor(async () => titles(await get('/api/v2/contents?isSelfPublished=true', paid))[0] === '송금 UX 분석');
      expect((await get('/api/v2/apps/self-contents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('entitlements', () => {
    it('shows visitors and Starter only the latest 3 apps and the latest 3 websites', async () => {
      for (const token of [undefined, free]) {
        expect(sorted(names(await get('/api/v2/apps?limit=100', token)))).toEqual(sorted(['배달의민족', '카카오뱅크', '카카오톡']));
        expect(sorted(names(await get('/api/v2/apps?type=WEBSITE&limit=100', token)))).toEqual(sorted(['오늘의집', '원티드', '야놀자']));
        const images = await get('/api/v2/apps/images?limit=100', token);
        expect(new Set(names(images))).toEqual(new Set(['배달의민족', '카카오뱅크', '카카오톡']));
        const patterns = await get('/api/v2/apps/patterns?type=WEBSITE&limit=100', token);
        expect(names(patterns)).toEqual(['오늘의집']);
        expect(names(await get(encodeURI('/api/v2/apps/search?keyword=토스'), token))).toEqual([]);
      }
    });

    it('lets a free caller open only those apps', async () => {
      expect((await get(`/api/apps/${apps.kakaotalk}`, free)).status).toBe(200);
      expect(await get(`/api/apps/${apps.toss}`, free)).toMatchObject({ status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED' } });
      expect((await get(`/api/apps/${apps.toss}`, paid)).body.data).toMatchObject({ appName: '토스', patterns: [{ patternName: '로그인' }, { patternName: '홈' }] });
    });

    it.each([
      '/api/v2/apps?minmau=1',
      '/api/v2/apps?maxmau=100',
      `/api/v2/apps?color=${encodeURIComponent(RED)}`,
      '/api/v2/apps/patterns?minmau=1',
      `/api/v2/apps/images?color=${encodeURIComponent(RED)}`,
      '/api/v2/contents?maxmau=10',
      '/api/apps/?minmau=1',
    ])('refuses MAU and colour filters to visitors and Starter: %s', async (path) => {
      for (const token of [undefined, free]) {
        expect(await get(path, token)).toMatchObject({ status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: MEMBERSHIP_MSG } });
      }
    });
  });

  describe('bad input', () => {
    it.each([
      '/api/v2/apps?categoryCodes=999',
      '/api/v2/apps/patterns?patternCodes=999',
      '/api/v2/apps/images?componentCodes=177,9999',
      '/api/v2/apps/images?patternCodes=177',
      '/api/v2/contents?patternCodes=x',
      '/api/v2/apps/search?keyword=a&componentCodes=1',
      '/api/v2/apps?minmau=10&maxmau=5',
      '/api/v2/apps/images?minmau=10&maxmau=5',
      '/api/v2/apps?color=%23123456',
      '/api/v2/apps/patterns?color=blue',
      '/api/v2/apps?limit=101',
      '/api/v2/apps/images?limit=101',
      '/api/v2/apps?offset=-1',
      '/api/v2/contents?offset=-1',
      '/api/v2/apps?sortField=name',
      '/api/v2/apps?type=TABLET',
      '/api/v2/apps/search',
      '/api/v2/codes?type=COLOR',
      '/api/v2/codes?type=PATTERN&scrapped_date=yesterday',
      '/api/apps/maurange?type=TABLET',
    ])('%s → 400 VALIDATION_ERROR', async (path) => {
      expect(await get(path, paid)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    });

    it('answers 404 for an app that is not there', async () => {
      expect((await get('/api/apps/00000000-0000-4000-8000-000000000000', paid)).status).toBe(404);
      expect((await get(`/api/apps/name/${encodeURIComponent('없는앱')}`, paid)).status).toBe(404);
    });
  });

  describe('GET /api/v2/apps/images/:imgId/similar (more like this)', () => {
    type Card = { imageId: string; appId: string; appName: string; patternCode: string; componentCodes: string[] };
    const screensOf = async (type: string) => (await get(`/api/v2/apps/images?type=${type}&limit=100`, paid)).body.data as Card[];
    const similar = (imageId: string, token?: string, query = '') => get(`/api/v2/apps/images/${imageId}/similar${query}`, token);

    it("answers other apps' screens of the platform, the shared pattern and components first, never the screen's own app", async () => {
      const mobile = await screensOf('MOBILE');
      const login = mobile.find((s) => s.appName === '토스' && s.patternCode === '104')!;
      const res = await similar(login.imageId, paid);
      expect(res.status).toBe(200);
      expect(res.body.source).toMatchObject({ imageId: login.imageId, appName: '토스', patternCode: '104' });
      const found = res.body.data as Card[];
      // Baemin's cart shares a component (177) and the colour red; KakaoTalk's yellow chat the other component (180).
      expect(found[0]!.appName).toBe('배달의민족');
      expect(found.map((s) => s.appName)).toContain('카카오톡');
      expect(found.every((s) => s.appId !== apps.toss)).toBe(true);
      expect(new Set(found.map((s) => s.imageId)).size).toBe(found.length);
      // Websites are never like a phone screen.
      expect(found.some((s) => ['무신사', '오늘의집'].includes(s.appName))).toBe(false);
      expect((await similar(login.imageId, paid, '?limit=1')).body.data).toHaveLength(1);
    });

    it("keeps to the caller's window: a free caller gets only its window's screens, and may not ask about a screen outside it", async () => {
      const mobile = await screensOf('MOBILE');
      const cart = mobile.find((s) => s.appName === '배달의민족')!;
      const login = mobile.find((s) => s.appName === '토스' && s.patternCode === '104')!;
      const res = await similar(cart.imageId, free);
      expect(res.status).toBe(200);
      // The window: Baemin, KakaoBank, KakaoTalk; Toss's login (a shared component and colour) is outside it.
      expect((res.body.data as Card[]).every((s) => ['카카오뱅크', '카카오톡'].includes(s.appName))).toBe(true);
      expect((await similar(cart.imageId, paid)).body.data.map((s: Card) => s.appName)).toContain('토스');
      expect(await similar(login.imageId, free)).toMatchObject({ status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED' } });
      expect(await similar(login.imageId)).toMatchObject({ status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED' } });
    });

    it('refuses what is not a screen or a count out of range with {errorCode, msg}', async () => {
      expect(await similar('00000000-0000-4000-8000-000000000000', paid)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      // A caller with a window learns nothing of what exists outside it.
      expect(await similar('00000000-0000-4000-8000-000000000000', free)).toMatchObject({ status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED' } });
      const [any] = await screensOf('MOBILE');
      for (const limit of ['0', '49', 'x', '-1']) {
        expect(await similar(any!.imageId, paid, `?limit=${limit}`)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', msg: expect.any(String) } });
      }
    });
  });

  describe('reindex', () => {
    it('rebuilds every index from the catalog behind an alias swap, answering throughout', async () => {
      const before = await get('/api/v2/apps/images?limit=100&sortField=mau', paid);
      let stop = false;
      const statuses: number[] = [];
      const load = (async () => {
        while (!stop) statuses.push((await get('/api/v2/apps/images?limit=100', paid)).status);
      })();
      const result = await stack.search.reindex();
      stop = true;
      await load;
      expect(result).toMatchObject({ apps: 9, images: 9, contents: 2 });
      expect(result.indices).toEqual(expect.arrayContaining([`${stack.id}_apps_v2`, `${stack.id}_images_v2`]));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const aliases = await stack.search.es.indices.getAlias({ name: `${stack.id}_images` });
      expect(Object.keys(aliases)).toEqual([`${stack.id}_images_v2`]);
      expect(await stack.search.es.indices.exists({ index: `${stack.id}_images_v1` })).toBe(false);
      expect((await get('/api/v2/apps/images?limit=100&sortField=mau', paid)).body.data).toEqual(before.body.data);
      // Still fed by events after the swap.
      await api(stack.url, `/api/v2/apps/${apps.toss}`, { method: 'PUT', token: adminToken, body: JSON.stringify({ mau: 50_000_000 }) });
      await waitFor(async () => names(await get('/api/v2/apps?sortField=mau&limit=1', paid))[0] === '토스');
    });
  });
});
