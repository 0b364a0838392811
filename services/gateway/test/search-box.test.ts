import { ADMIN, FREE_USER, PAID_USER, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import type { AppSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import { projectApp } from '@screenshelf/search/projection.js';
import { indexNames } from '@screenshelf/search/indices.js';
import { api, startStack } from './support/stack.js';

// The header's search box (GET /api/v2/apps/images?keyword=…&meaning=true, issue 28): the words are
// read against the codes' vocabulary (names and synonyms the catalog keeps with each code, Korean and
// English), so a synonym, a typo, spacing or an everyday phrase finds the screens of the pattern or
// component it names; what was read comes back for the web's chips; nonsense answers nothing, with
// the nearest patterns to try.
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
type Screen = { text: string; patternCode: string; componentCodes?: string[] };
function snapshot(id: string, minutes: number, mau: number, screens: Screen[]): AppSnapshot__Output {
  return {
    id,
    type: 'MOBILE',
    name: `앱 ${id}`,
    nameEn: `App ${id}`,
    categoryCodes: ['2'],
    mau,
    iconUrl: '',
    storeUrl: '',
    releasedAt: '',
    description: '',
    descriptionEn: '',
    createdAt: at(minutes),
    updatedAt: at(minutes),
    likeCount: 0,
    patterns: screens.map((s) => ({
      id: `${id}-p${s.patternCode}`,
      name: s.patternCode,
      code: s.patternCode,
      order: 0,
      createdAt: at(minutes),
      updatedAt: at(minutes),
      images: [{ id: `${id}-${s.patternCode}`, url: `/uploads/${id}.png`, componentCodes: s.componentCodes ?? [], colors: [], order: 0, likeCount: 0, createdAt: at(minutes), updatedAt: at(minutes), text: s.text, thumbnails: [] }],
    })),
  };
}

const APPS = [
  snapshot('signup', 1, 2_000_000, [{ text: 'Create your account\nEmail\nContinue', patternCode: '103', componentCodes: ['180', '177'] }]),
  snapshot('login', 2, 50_000, [{ text: 'Welcome back\nEmail\nPassword', patternCode: '104', componentCodes: ['180'] }]),
  snapshot('saved', 3, 50_000, [{ text: '찜한 상품\n3개', patternCode: '157', componentCodes: ['218'] }]),
  snapshot('error', 4, 50_000, [{ text: '잠시 후 다시 시도해 주세요', patternCode: '152', componentCodes: ['209'] }]),
  snapshot('checkout', 5, 2_000_000, [{ text: '주문서\n총 32,000원', patternCode: '125', componentCodes: ['230', '246'] }]),
  snapshot('checkout-plain', 6, 50_000, [{ text: '주문서\n총 12,000원', patternCode: '125', componentCodes: ['177'] }]),
];

type Answer = {
  data: { imageId: string }[];
  understood?: { type: string; code: string; name: string; nameEn: string; text: string }[];
  didYouMean?: string;
  suggestions?: { type: string; code: string }[];
};

describe('the search box understands the words of a query (GET /api/v2/apps/images?meaning=true)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let paid: string;
  let free: string;
  const search = async (keyword: string, token = paid): Promise<Answer> => {
    const res = await api(stack.url, `/api/v2/apps/images?limit=20&meaning=true&keyword=${encodeURIComponent(keyword)}`, { token });
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = (answer: Answer) => answer.data.map((s) => s.imageId);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog', 'search'] });
    [paid, free] = await Promise.all([mintCallerToken(PAID_USER), mintCallerToken(FREE_USER)]);
    const targets = indexNames(`${stack.id}_`);
    for (const app of APPS) await projectApp(stack.search.es, targets, app, 1);
    await stack.search.es.indices.refresh({ index: `${stack.id}_*` });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each([
    ['enroll', 'signup-103', 'PATTERN', '103'],
    ['sign-up', 'signup-103', 'PATTERN', '103'],
    ['회원 가입', 'signup-103', 'PATTERN', '103'],
    ['로 그인', 'login-104', 'PATTERN', '104'],
    ['favorites', 'saved-157', 'PATTERN', '157'],
    ['connection lost', 'error-152', 'PATTERN', '152'],
    ['에러', 'error-152', 'PATTERN', '152'],
  ])('finds the screens of the pattern “%s” names', async (keyword, screen, type, code) => {
    const answer = await search(keyword);
    expect(ids(answer)).toEqual([screen]);
    expect(answer.understood).toEqual([expect.objectContaining({ type, code, text: keyword })]);
    expect(answer.didYouMean).toBeUndefined();
    expect(answer.suggestions).toEqual([]);
  });

  it('finds a component’s screens by its Korean name written without its space', async () => {
    const answer = await search('바텀시트');
    expect(ids(answer)).toEqual(['checkout-125']);
    expect(answer.understood).toEqual([{ type: 'COMPONENT', code: '230', name: '바텀 시트', nameEn: 'Bottom sheet', text: '바텀시트' }]);
  });

  it('tolerates a typo and says what it read', async () => {
    const answer = await search('logn');
    expect(ids(answer)).toEqual(['login-104']);
    expect(answer.understood).toEqual([expect.objectContaining({ type: 'PATTERN', code: '104', text: 'logn' })]);
    expect(answer.didYouMean).toBe('Log in');
  });

  it('combines a pattern and a component, and finds the pattern alone when no screen has both', async () => {
    expect(ids(await search('checkout with a bottom sheet'))).toEqual(['checkout-125']);
    expect(ids(await search('로그인 바텀시트'))).toEqual(['login-104']);
  });

  it('reads an app’s name: the screens of that app', async () => {
    const answer = await search('App checkout-plain 결제');
    expect(answer.understood!.map((u) => `${u.type}:${u.code}`)).toEqual(['APP:checkout-plain', 'PATTERN:125']);
    expect(ids(answer)).toEqual(['checkout-plain-125']);
  });

  it('reads MAU words only for a caller who may filter by MAU', async () => {
    const member = await search('large apps checkout');
    expect(member.understood!.map((u) => u.type)).toEqual(['MAU', 'PATTERN']);
    expect(ids(member)).toEqual(['checkout-125']);
    const visitor = await search('large apps checkout', free);
    expect(visitor.understood!.map((u) => u.type)).toEqual(['PATTERN']);
  });

  it('answers nonsense with no screens and the nearest patterns to try', async () => {
    const answer = await search('blorfendash qwxz');
    expect(answer.data).toEqual([]);
    expect(answer.understood).toEqual([]);
    expect(answer.suggestions).toHaveLength(3);
    // Without `meaning` the answer is the plain browse answer, as before.
    const plain = await api(stack.url, `/api/v2/apps/images?limit=20&keyword=${encodeURIComponent('enroll')}`, { token: paid });
    expect(plain.body).toEqual({ data: [] });
  });

  it('learns the synonyms an admin gives a new code', async () => {
    const admin = await mintCallerToken(ADMIN);
    const created = await api(stack.url, '/api/v2/codes', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ type: 'PATTERN', code: '161', name: '출석 체크', nameEn: 'Check-in', parentCode: '57', synonyms: ['attendance', '출석'] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: '161', synonyms: ['attendance', '출석'] });
    const targets = indexNames(`${stack.id}_`);
    await projectApp(stack.search.es, targets, snapshot('stamp', 7, 50_000, [{ text: '오늘의 도장', patternCode: '161' }]), 1);
    await stack.search.es.indices.refresh({ index: `${stack.id}_*` });
    // The code arrives in search with its event (its cache drops then).
    const answer = await waitFor(async () => {
      const found = await search('attendance');
      return found.understood?.length ? found : undefined;
    });
    expect(ids(answer)).toEqual(['stamp-161']);
    expect(answer.understood).toEqual([{ type: 'PATTERN', code: '161', name: '출석 체크', nameEn: 'Check-in', text: 'attendance' }]);
  });

  it('refuses bad input clearly', async () => {
    const bad = await api(stack.url, '/api/v2/codes', {
      method: 'POST',
      token: await mintCallerToken(ADMIN),
      body: JSON.stringify({ type: 'PATTERN', code: '162', name: 'x', synonyms: ['a'.repeat(61)] }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
  });
});
