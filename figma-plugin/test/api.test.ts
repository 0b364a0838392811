import { jest } from '@jest/globals';
import {
  ApiError,
  boardToInsert,
  browseParams,
  figmaImageBytes,
  flattenCodes,
  flowToInsert,
  framesToInsert,
  imageFormat,
  libraryApi,
  type AppWithPatterns,
  type CollectionDetail,
  type CollectionItem,
  type Flow,
  type PatternCard,
  type ScreenCard,
} from '../src/api.js';
import { langOf, translate } from '../src/i18n.js';
import { pngBytes, webpBytes } from './fake-figma.js';

const ORIGIN = 'http://localhost:8080';

/** A fetch that answers from a table by path and records what was asked. */
function fakeFetch(answers: Record<string, { status?: number; body?: unknown; bytes?: Uint8Array }>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[new URL(url).pathname];
    if (!answer) return new Response(JSON.stringify({ errorCode: 'NOT_FOUND', msg: 'not found' }), { status: 404 });
    if (answer.bytes) return new Response(answer.bytes as BodyInit, { status: answer.status ?? 200 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const screen = (over: Partial<ScreenCard>): ScreenCard =>
  ({
    imageId: 'i1',
    image: '/uploads/screens/a.png?exp=1&sig=s',
    thumbnails: [],
    appId: 'a1',
    appName: '토스',
    appNameEn: 'Toss',
    type: 'MOBILE',
    patternName: '로그인',
    patternCode: '104',
    patternCodeName: '로그인',
    componentCodes: [],
    colors: [],
    mau: 1,
    order: 0,
    updatedAt: '',
    trendingScore: 0,
    likeCount: 0,
    myLikeCount: 0,
    ...over,
  }) as ScreenCard;

// The UI's logic against a fake fetch: the same query as the web's browse, the token as the bearer
// without cookies, the server's refusals shown as it words them, and the bytes Figma takes.
describe('figma-plugin UI logic', () => {
  it("asks the web's browse parameters, with the token and without cookies", async () => {
    const { fetch, calls } = fakeFetch({
      '/api/v2/apps/images': { body: { data: [screen({})], locked: { apps: 2, screens: 3, previews: [] } } },
    });
    const api = libraryApi({ origin: `${ORIGIN}/`, token: 'ssp_abc', lang: 'en', fetch });
    const page = await api.screens(
      {
        type: 'WEBSITE',
        keyword: ' 로그인 ',
        categoryCodes: ['1', '2'],
        patternCodes: ['104'],
        componentCodes: [],
        minMau: 1000,
        maxMau: 5000,
        color: '#EA3323',
      },
      24,
    );
    expect(page.data).toHaveLength(1);
    expect(page.locked?.screens).toBe(3);
    const { url, init } = calls[0]!;
    const asked = new URL(url);
    expect(asked.origin + asked.pathname).toBe(`${ORIGIN}/api/v2/apps/images`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      type: 'WEBSITE',
      lang: 'en',
      limit: '24',
      offset: '24',
      keyword: '로그인',
      categoryCodes: '1,2',
      patternCodes: '104',
      minmau: '1000',
      maxmau: '5000',
      color: '#EA3323',
    });
    expect(init).toEqual({ headers: { authorization: 'Bearer ssp_abc' }, credentials: 'omit' });
    expect(Object.fromEntries(browseParams({ type: 'MOBILE' }, 'ko'))).toEqual({
      type: 'MOBILE',
      lang: 'ko',
      limit: '24',
      offset: '0',
    });
  });

  it('reads patterns and code trees', async () => {
    const tree = [
      {
        code: '1',
        name: '금융',
        nameEn: 'Finance',
        description: '',
        count: 3,
        children: [{ code: '11', name: '은행', nameEn: '', description: '', count: 1, children: [] }],
      },
    ];
    const { fetch, calls } = fakeFetch({
      '/api/v2/apps/patterns': { body: { data: [] } },
      '/api/v2/codes': { body: { data: tree } },
    });
    const api = libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'en', fetch });
    expect(await api.patterns({ type: 'MOBILE', patternCodes: ['137'] })).toEqual({ data: [] });
    expect(new URL(calls[0]!.url).searchParams.get('patternCodes')).toBe('137');
    const codes = await api.codes('CATEGORY', 'MOBILE');
    expect(Object.fromEntries(new URL(calls[1]!.url).searchParams)).toEqual({ type: 'CATEGORY', appType: 'MOBILE', lang: 'en' });
    expect(flattenCodes(codes, 'en')).toEqual([
      { code: '1', label: 'Finance (3)' },
      { code: '11', label: '  은행 (1)' },
    ]);
  });

  it("turns the server's refusals into errors carrying its code and words", async () => {
    const { fetch } = fakeFetch({
      '/api/v2/apps/images': {
        status: 403,
        body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'You need a membership to use the MAU/Color Search feature.' },
      },
      '/api/v2/apps/patterns': {
        status: 401,
        body: { errorCode: 'ACCESS_TOKEN_INVALID', msg: 'The access token is missing, invalid, expired or revoked.' },
      },
    });
    const api = libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'en', fetch });
    await expect(api.screens({ type: 'MOBILE', color: '#EA3323' })).rejects.toEqual(
      expect.objectContaining({
        status: 403,
        errorCode: 'MEMBERSHIP_REQUIRED',
        message: 'You need a membership to use the MAU/Color Search feature.',
      }),
    );
    const refused = await api.patterns({ type: 'MOBILE' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, errorCode: 'ACCESS_TOKEN_INVALID' });
  });

  it('fetches the full screens and gives Figma PNG or JPEG, re-encoding WebP', async () => {
    const png = pngBytes(390, 844);
    const { fetch, calls } = fakeFetch({
      '/uploads/screens/a.png': { bytes: png },
      '/uploads/screens/b.webp': { bytes: webpBytes() },
    });
    const api = libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'ko', fetch });
    const toPng = jest.fn(async () => pngBytes(1, 1));

    const chosen = await framesToInsert(
      api,
      {
        screens: [
          screen({}),
          screen({ imageId: 'i2', appName: '당근', patternName: '홈', image: 'https://files.example/uploads/screens/b.webp' }),
        ],
      },
      toPng,
    );
    expect(chosen.group).toBeUndefined();
    expect(chosen.frames.map((f) => f.name)).toEqual(['토스 / 로그인', '당근 / 홈']);
    expect(chosen.frames[0]!.bytes).toEqual(png);
    expect(toPng).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.url)).toEqual([
      `${ORIGIN}/uploads/screens/a.png?exp=1&sig=s`,
      'https://files.example/uploads/screens/b.webp',
    ]);
    expect(calls[0]!.init).toEqual({ credentials: 'omit' });

    const pattern = {
      appName: '카카오톡',
      patternName: '채팅',
      images: [screen({ imageId: 'b', order: 1 }), screen({ imageId: 'a', order: 0 })],
    } as PatternCard;
    const whole = await framesToInsert(api, { pattern }, toPng);
    expect(whole.group).toBe('카카오톡 / 채팅');
    expect(whole.frames.map((f) => f.name)).toEqual(['카카오톡 / 채팅 / 1', '카카오톡 / 채팅 / 2']);

    const { fetch: expired } = fakeFetch({ '/uploads/screens/a.png': { status: 403, bytes: new Uint8Array() } });
    await expect(
      framesToInsert(libraryApi({ origin: ORIGIN, token: 't', lang: 'ko', fetch: expired }), { screens: [screen({})] }, toPng),
    ).rejects.toMatchObject({ errorCode: 'IMAGE_URL_INVALID' });
  });

  it('tells image formats apart by their bytes', async () => {
    expect(imageFormat(pngBytes(1, 1))).toBe('png');
    expect(imageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageFormat(webpBytes())).toBe('other');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
    expect(await figmaImageBytes(jpeg, async () => pngBytes(1, 1))).toBe(jpeg);
  });

  it('speaks Korean or English', () => {
    expect(langOf('ko-KR')).toBe('ko');
    expect(langOf('en-US')).toBe('en');
    expect(langOf(undefined)).toBe('en');
    expect(translate('ko')('locked', { n: 3 })).toBe('화면 3개는 멤버십이 필요해요.');
    expect(translate('en')('inserted', { n: 2 })).toBe('Inserted 2 screens.');
    expect(translate('ko')('boards.locked', { n: 2 })).toBe('항목 2개는 멤버십으로 열려서 넣지 않았어요.');
    expect(translate('en')('boards.locked', { n: 2 })).toBe('2 items were left out: they are open to members only.');
  });
});

const flow = (over: Partial<Flow>): Flow => ({
  flowId: 'f1',
  appId: 'a1',
  appName: '토스',
  appNameEn: 'Toss',
  appType: 'MOBILE',
  appIcon: '',
  name: '회원가입',
  nameEn: 'Sign up',
  patternCode: '104',
  updatedAt: '',
  steps: [
    { imageId: 's2', image: '/uploads/screens/s2.png', thumbnails: [], label: '인증번호 확인', labelEn: 'Verify the code', order: 1 },
    { imageId: 's1', image: '/uploads/screens/s1.png', thumbnails: [], label: '전화번호 입력', labelEn: '', order: 0 },
    { imageId: 's3', image: '/uploads/screens/s3.png', thumbnails: [], label: '', labelEn: '', order: 2 },
  ],
  ...over,
});

const item = (position: number, over: Partial<CollectionItem>): CollectionItem => ({
  itemId: `item-${position}`,
  targetType: 'IMAGE',
  note: '',
  position,
  addedAt: '',
  locked: false,
  ...over,
});

/** An app as GET /api/apps/{id} answers it: its first screens and the patterns they belong to. */
const appWithPatterns = (appId: string, appName: string, appNameEn: string, patterns: [string, string[]][]) =>
  ({
    appId,
    appName,
    appNameEn,
    screens: patterns.flatMap(([, ids]) => ids).map((imageId) => ({ imageId, image: `/uploads/screens/${imageId}.png`, thumbnails: [] })),
    patterns: patterns.map(([patternName, ids]) => ({ patternName, images: ids.map((imageId) => ({ imageId })) })),
  }) as unknown as AppWithPatterns;

// Flows and boards (issue 30): a flow is a row of its steps named after app, flow, place and label in
// the plugin's language; a board is rows of what the caller may open, with what was left out counted.
describe('figma-plugin: flows and boards', () => {
  const toPng = async () => pngBytes(1, 1);
  const files = (ids: string[]) => Object.fromEntries(ids.map((id) => [`/uploads/screens/${id}.png`, { bytes: pngBytes(390, 844) }]));

  it('reads flows with their filters, an app’s flows, a flow, the boards and a board, in the plugin’s language', async () => {
    const { fetch, calls } = fakeFetch({
      '/api/v2/flows': { body: { data: [flow({})], locked: { count: 2 } } },
      '/api/v2/apps/a%2F1/flows': { body: { data: [flow({})] } },
      '/api/v2/flows/f1': { body: flow({}) },
      '/api/v2/collections': { body: { data: [] } },
      '/api/v2/collections/c1': { body: { collectionId: 'c1', items: [] } },
      '/api/apps/a1': { body: { data: { appId: 'a1' } } },
    });
    const api = libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'en', fetch });
    const page = await api.flows({ type: 'MOBILE', keyword: 'ignored', categoryCodes: ['1'], patternCodes: ['104', '109'], color: '#EA3323' }, 24);
    expect(page.locked).toEqual({ count: 2 });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({
      type: 'MOBILE',
      lang: 'en',
      limit: '24',
      offset: '24',
      categoryCodes: '1',
      patternCodes: '104,109',
    });
    expect(await api.appFlows('a/1')).toHaveLength(1);
    expect((await api.flow('f1')).flowId).toBe('f1');
    expect(await api.collections()).toEqual([]);
    expect((await api.collection('c1')).collectionId).toBe('c1');
    expect((await api.app('a1')).appId).toBe('a1');
    expect(calls.slice(1).map((c) => c.url)).toEqual([
      `${ORIGIN}/api/v2/apps/a%2F1/flows?lang=en`,
      `${ORIGIN}/api/v2/flows/f1?lang=en`,
      `${ORIGIN}/api/v2/collections?lang=en`,
      `${ORIGIN}/api/v2/collections/c1?lang=en`,
      `${ORIGIN}/api/apps/a1?lang=en`,
    ]);
    for (const { init } of calls) expect(init).toEqual({ headers: { authorization: 'Bearer ssp_abc' }, credentials: 'omit' });
  });

  it('inserts a flow as a row of its steps in order: "<app> / <flow> / n · <label>" in the plugin’s language', async () => {
    const { fetch, calls } = fakeFetch(files(['s1', 's2', 's3']));
    const api = libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'en', fetch });
    const english = await flowToInsert(api, flow({}), 'en', toPng);
    expect(english.group).toBe('Toss / Sign up');
    // A label missing in one language is the other's; a step without any is its place only.
    expect(english.frames.map((f) => f.name)).toEqual(['Toss / Sign up / 1 · 전화번호 입력', 'Toss / Sign up / 2 · Verify the code', 'Toss / Sign up / 3']);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(['/uploads/screens/s1.png', '/uploads/screens/s2.png', '/uploads/screens/s3.png']);
    const korean = await flowToInsert(api, flow({ nameEn: '' }), 'ko', toPng);
    expect(korean.group).toBe('토스 / 회원가입');
    expect(korean.frames.map((f) => f.name)).toEqual(['토스 / 회원가입 / 1 · 전화번호 입력', '토스 / 회원가입 / 2 · 인증번호 확인', '토스 / 회원가입 / 3']);
  });

  it('inserts a board in its order: screens together, each flow and app its row, locked items counted and never read', async () => {
    const board = {
      collectionId: 'c1',
      name: 'Onboarding',
      items: [
        item(5, { targetType: 'APP', app: { appId: 'a2', name: '당근', nameEn: 'Karrot', type: 'MOBILE', icon: '' } }),
        item(1, { image: { imageId: 'x1', appId: 'a1', url: '/uploads/screens/x1.png', thumbnails: [] } }),
        item(2, { locked: true, preview: '/uploads/previews/p.webp' }),
        item(3, { image: { imageId: 'x2', appId: 'a1', url: '/uploads/screens/x2.png', thumbnails: [] } }),
        item(4, { targetType: 'FLOW', flow: { appId: 'a1', flowId: 'f1', name: '회원가입', nameEn: 'Sign up', stepCount: 3, images: [] } }),
        item(6, { targetType: 'FLOW', flow: { appId: 'a1', flowId: 'f-hidden', name: '', nameEn: '', stepCount: 2, images: [] } }),
        item(7, { targetType: 'FLOW', flow: { appId: 'a1', flowId: 'f-deleted', name: '', nameEn: '', stepCount: 2, images: [] } }),
        item(8, { image: { imageId: 'x3', appId: 'a-gone', url: '/uploads/screens/x3.png', thumbnails: [] } }),
        item(9, { targetType: 'APP', locked: true }),
      ],
    } as unknown as CollectionDetail;
    const { fetch, calls } = fakeFetch({
      ...files(['x1', 'x2', 'x3', 's1', 's2', 's3', 'k1', 'k2']),
      '/api/apps/a1': { body: { data: appWithPatterns('a1', '토스', 'Toss', [['로그인', ['x1']], ['홈', ['x2']]]) } },
      '/api/apps/a2': { body: { data: appWithPatterns('a2', '당근', 'Karrot', [['상품 목록', ['k1', 'k2']]]) } },
      '/api/v2/flows/f1': { body: flow({}) },
      // The plan changed since the board was read; the flow was deleted since.
      '/api/v2/flows/f-hidden': { status: 403, body: { errorCode: 'MEMBERSHIP_REQUIRED', msg: 'members only' } },
      '/api/v2/flows/f-deleted': { status: 404, body: { errorCode: 'NOT_FOUND', msg: 'not found' } },
    });
    const api = libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'en', fetch });
    const inserted = await boardToInsert(api, board, 'en', toPng);
    expect(inserted.name).toBe('Onboarding');
    expect(inserted.rows.map((r) => [r.name, r.frames.map((f) => f.name)])).toEqual([
      ['Onboarding / 1–3', ['Toss / 로그인', 'Toss / 홈']],
      ['Toss / Sign up', ['Toss / Sign up / 1 · 전화번호 입력', 'Toss / Sign up / 2 · Verify the code', 'Toss / Sign up / 3']],
      ['Karrot', ['Karrot / 상품 목록', 'Karrot / 상품 목록']],
      // A screen whose app cannot be read is named after its place on the board.
      ['Onboarding / 8', ['Onboarding / 8']],
    ]);
    expect(inserted.leftOut).toEqual({ locked: 3, gone: 1 });
    // Each app is read once; nothing locked is asked for.
    const asked = calls.map((c) => new URL(c.url).pathname);
    expect(asked.filter((p) => p === '/api/apps/a1')).toHaveLength(1);
    expect(asked.some((p) => p.includes('previews'))).toBe(false);

    // Anything but the wall or a deleted item fails the insert with the server's words.
    const { fetch: revoked } = fakeFetch({
      '/api/apps/a1': { status: 401, body: { errorCode: 'ACCESS_TOKEN_INVALID', msg: 'revoked' } },
    });
    await expect(
      boardToInsert(libraryApi({ origin: ORIGIN, token: 'ssp_abc', lang: 'en', fetch: revoked }), board, 'en', toPng),
    ).rejects.toMatchObject({ errorCode: 'ACCESS_TOKEN_INVALID', message: 'revoked' });
  });
});
