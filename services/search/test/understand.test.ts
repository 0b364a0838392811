import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildVocabulary, editDistance, LARGE_APP_MAU, nearestCodes, typoAllowance, understandQuery } from '../src/domain/understand.js';
import { nameKey } from '../src/domain/keywords.js';

/**
 * The catalog's codes as its migrations seed them (names in 0002, synonyms in 0007): the vocabulary
 * under test is the library's own, so a synonym list that stops covering a word fails here.
 */
function catalogCodes() {
  const dir = fileURLToPath(new URL('../../catalog/migrations', import.meta.url));
  const names = readFileSync(path.join(dir, '0002_library.sql'), 'utf8');
  const synonyms = readFileSync(path.join(dir, '0007_code_synonyms.sql'), 'utf8');
  const entries = new Map<string, { type: string; code: string; name: string; nameEn: string; synonyms: string[] }>();
  for (const m of names.matchAll(/\('(CATEGORY|PATTERN|COMPONENT)', '(\d+)', '([^']*)', '([^']*)'/g)) {
    entries.set(`${m[1]}:${m[2]}`, { type: m[1]!, code: m[2]!, name: m[3]!, nameEn: m[4]!, synonyms: [] });
  }
  for (const m of synonyms.matchAll(/\('(CATEGORY|PATTERN|COMPONENT)', '(\d+)', ARRAY\[([^\]]*)\]\)/g)) {
    entries.get(`${m[1]}:${m[2]}`)!.synonyms = [...m[3]!.matchAll(/'((?:[^']|'')*)'/g)].map((s) => s[1]!.replace(/''/g, "'"));
  }
  return [...entries.values()];
}

const codes = catalogCodes();
const vocabulary = buildVocabulary(codes);
const read = (query: string, mayFilterByMau = false) => understandQuery(query, vocabulary, { mayFilterByMau });
const codesOf = (query: string) => read(query).understood.map((u) => `${u.type}:${u.code}`);

describe('the vocabulary of the code tree', () => {
  it('holds every code and synonyms for every pattern and component that is not a group', () => {
    expect(codes.filter((c) => c.type === 'PATTERN').length).toBeGreaterThanOrEqual(60);
    expect(codes.filter((c) => c.type === 'COMPONENT').length).toBeGreaterThanOrEqual(70);
    const leaves = codes.filter((c) => c.type !== 'CATEGORY' && Number(c.code) > 100 && !['170', '171', '172', '173', '174', '175', '176'].includes(c.code));
    // The one leaf without synonyms of its own shares its names with a pattern (댓글 Comment / Comments).
    expect(leaves.filter((c) => c.synonyms.length === 0).map((c) => c.code)).toEqual(['248']);
    expect(codes.filter((c) => c.type === 'CATEGORY').every((c) => c.synonyms.length > 0)).toBe(true);
  });

  it('lets a name win over another code’s synonym, and a pattern over a component of the same name', () => {
    expect(vocabulary.terms.get(nameKey('Empty state'))!.target).toMatchObject({ type: 'PATTERN', code: '151' });
    expect(vocabulary.terms.get(nameKey('댓글'))!.target).toMatchObject({ type: 'PATTERN', code: '136' });
    expect(vocabulary.terms.get(nameKey('timeline'))!.target).toMatchObject({ type: 'COMPONENT', code: '226' });
  });
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('logn', 'login')).toBe(1);
    expect(editDistance('lgoin', 'login')).toBe(1);
    expect(editDistance('chekcout', 'checkout')).toBe(1);
    expect(editDistance('bottomshet', 'bottomsheet')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('allows one typo from four characters and two from eight', () => {
    expect([3, 4, 7, 8].map(typoAllowance)).toEqual([0, 1, 1, 2]);
  });
});

describe('reading a query', () => {
  it.each([
    ['enroll', 'PATTERN:103'],
    ['sign up', 'PATTERN:103'],
    ['signup', 'PATTERN:103'],
    ['sign-up', 'PATTERN:103'],
    ['register', 'PATTERN:103'],
    ['회원가입', 'PATTERN:103'],
    ['가입', 'PATTERN:103'],
    ['로 그인', 'PATTERN:104'],
    ['로그인화면', 'PATTERN:104'],
    ['favorites', 'PATTERN:157'],
    ['saved items', 'PATTERN:157'],
    ['connection lost', 'PATTERN:152'],
    ['에러', 'PATTERN:152'],
    ['errors', 'PATTERN:152'],
    ['바텀시트', 'COMPONENT:230'],
    ['bottom sheets', 'COMPONENT:230'],
    ['fintech', 'CATEGORY:1'],
    ['쇼핑', 'CATEGORY:2'],
    ['banking', 'CATEGORY:1'],
  ])('reads %s as %s', (query, code) => {
    expect(codesOf(query)).toEqual([code]);
    expect(read(query).rest).toBe('');
  });

  it('tolerates a typo and says what it read', () => {
    expect(read('logn')).toMatchObject({ patternCodes: ['104'], didYouMean: 'Log in' });
    expect(read('chekout page')).toMatchObject({ patternCodes: ['125'], didYouMean: 'Checkout page' });
    expect(read('bottom shet')).toMatchObject({ componentCodes: ['230'] });
    expect(read('login').didYouMean).toBeUndefined();
    // Three letters: no typo allowed ("lgo" is not read as anything).
    expect(read('lgo').understood).toEqual([]);
  });

  it('takes the longest phrase first and keeps the rest for text and meaning search', () => {
    expect(read('social login button')).toMatchObject({ componentCodes: ['245'], patternCodes: [], rest: '' });
    expect(read('checkout with a bottom sheet')).toMatchObject({ patternCodes: ['125'], componentCodes: ['230'], rest: '' });
    expect(read('쇼핑 결제 화면 토스페이')).toMatchObject({ categoryCodes: ['2'], patternCodes: ['125'], rest: '토스페이' });
    expect(read('dark mode toggle')).toMatchObject({ componentCodes: ['185'], rest: 'dark mode' });
  });

  it('reads platform words as the app type, and MAU words only for a caller who may filter by MAU', () => {
    expect(read('web login')).toMatchObject({ type: 'WEBSITE', patternCodes: ['104'] });
    expect(read('웹 회원가입').type).toBe('WEBSITE');
    expect(read('mobile onboarding').type).toBe('MOBILE');
    expect(read('large apps checkout', true)).toMatchObject({ minMau: LARGE_APP_MAU, patternCodes: ['125'], rest: '' });
    const free = read('large apps checkout', false);
    expect(free.minMau).toBeUndefined();
    expect(free.understood.map((u) => u.type)).toEqual(['PATTERN']);
    expect(free.rest).toBe('');
  });

  it('answers the words as typed for each chip, so the web can remove them', () => {
    expect(read('Sign-Up with 바텀시트').understood).toEqual([
      { type: 'PATTERN', code: '103', name: '회원가입', nameEn: 'Sign up', text: 'Sign-Up' },
      { type: 'COMPONENT', code: '230', name: '바텀 시트', nameEn: 'Bottom sheet', text: '바텀시트' },
    ]);
  });

  it('reads app names, Korean or English, typos too, and lets a code’s word win over an app of that name', () => {
    const apps = [
      { appId: 'toss', name: '토스', nameEn: 'Toss' },
      { appId: 'karrot', name: '당근마켓', nameEn: 'Karrot Market' },
      { appId: 'home', name: '홈', nameEn: 'Home' },
    ];
    const withApps = buildVocabulary(codes, apps);
    const readApps = (query: string) => understandQuery(query, withApps, { mayFilterByMau: false });
    expect(readApps('토스 송금')).toMatchObject({ appIds: ['toss'], patternCodes: ['132'], rest: '' });
    expect(readApps('karrot market checkout')).toMatchObject({ appIds: ['karrot'], patternCodes: ['125'] });
    expect(readApps('karot market')).toMatchObject({ appIds: ['karrot'], didYouMean: 'Karrot Market' });
    expect(readApps('home')).toMatchObject({ appIds: [], patternCodes: ['109'] });
    expect(readApps('Toss').understood).toEqual([{ type: 'APP', code: 'toss', name: '토스', nameEn: 'Toss', text: 'Toss' }]);
  });

  it('reads app names followed by the particles of a comparison or a follow-up (토스랑, 웹에서는)', () => {
    const withApps = buildVocabulary(codes, [{ appId: 'toss', name: '토스', nameEn: 'Toss' }, { appId: 'bank', name: '카카오뱅크', nameEn: 'KakaoBank' }]);
    expect(understandQuery('토스랑 카카오뱅크 차이', withApps, { mayFilterByMau: false })).toMatchObject({ appIds: ['toss', 'bank'] });
    expect(understandQuery('그럼 웹에서는?', withApps, { mayFilterByMau: false })).toMatchObject({ type: 'WEBSITE' });
  });

  it('reads nothing into nonsense, and finds the nearest patterns for it', () => {
    expect(read('blorfendash qwxz')).toMatchObject({ understood: [], rest: 'blorfendash qwxz' });
    expect(nearestCodes('blorfendash qwxz', vocabulary)).toHaveLength(3);
    expect(nearestCodes('chekkoutt', vocabulary)[0]).toMatchObject({ type: 'PATTERN', code: '125' });
  });
});
