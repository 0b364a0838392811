import { jest } from '@jest/globals';
import {
  ApiError,
  browseParams,
  figmaImageBytes,
  flattenCodes,
  framesToInsert,
  imageFormat,
  libraryApi,
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
  });
});
