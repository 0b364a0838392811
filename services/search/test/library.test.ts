import { CodeBook, assertKnownCodes } from '../src/domain/codes.js';
import { keywordClause, nameKey, nameTokens, queryTokens, textClause } from '../src/domain/keywords.js';
import { contentsQuery, parseBrowseFilters, screensQuery, trendingSlices } from '../src/domain/browse.js';
import { bucketWeights, HALF_LIFE_HOURS } from '../src/domain/trending.js';
import { nextIndexName } from '../src/reindex.js';

describe('Korean/English keywords', () => {
  it('stores Hangul bigrams and characters, and lowercase Latin words', () => {
    expect(nameTokens('카카오뱅크', 'KakaoBank App')).toEqual(
      expect.arrayContaining(['카카', '카오', '오뱅', '뱅크', '카', '크', 'kakaobank', 'app']),
    );
  });

  it('queries Hangul by bigrams (a lone syllable as itself) and Latin by words', () => {
    expect(queryTokens('카카오 Bank')).toEqual(['카카', '카오', 'bank']);
    expect(queryTokens('토')).toEqual(['토']);
  });

  it('normalises names for exact matches', () => {
    expect(nameKey(' 배달의 민족! ')).toBe('배달의민족');
    expect(nameKey('ＫａｋａｏＢａｎｋ')).toBe('kakaobank');
    expect(keywordClause('Toss', true)).toEqual({ terms: { nameKeys: ['toss'] } });
  });
});

describe('code book', () => {
  const book = new CodeBook([
    { type: 'PATTERN', code: '50', name: '시작', nameEn: '', description: '', parentCode: '', sort: 0 },
    { type: 'PATTERN', code: '103', name: '회원가입', nameEn: '', description: '', parentCode: '50', sort: 1 },
    { type: 'PATTERN', code: '104', name: '로그인', nameEn: '', description: '', parentCode: '50', sort: 2 },
    { type: 'COMPONENT', code: '177', name: '버튼', nameEn: 'Button', description: '누르는 컨트롤', parentCode: '', sort: 0 },
  ]);

  it('expands a group to its members', () => {
    expect(book.expand('PATTERN', ['50']).sort()).toEqual(['103', '104', '50']);
  });

  it('builds the tree, pruned to counted codes when counts are given', () => {
    expect(book.tree('PATTERN')[0]).toMatchObject({ code: '50', children: [{ code: '103' }, { code: '104' }] });
    expect(book.tree('PATTERN', new Map([['104', 3]]))).toEqual([
      expect.objectContaining({ code: '50', count: 3, children: [expect.objectContaining({ code: '104', count: 3 })] }),
    ]);
  });

  it('refuses unknown codes of any kind', () => {
    expect(() => assertKnownCodes(book, { componentCodes: ['177', '250'] })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(() => assertKnownCodes(book, { patternCodes: ['177'] })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(() => assertKnownCodes(book, { patternCodes: ['104'], componentCodes: ['177'] })).not.toThrow();
  });
});

describe('screen and content queries', () => {
  it('maps every screen filter to a clause and keeps one card per app when single', () => {
    const filters = parseBrowseFilters({ type: 'WEBSITE', categoryCodes: ['1', '2'], patternCodes: ['104'], componentCodes: ['177', '170'], minMau: 5, color: '#000000', single: true });
    // Components: one clause per pick (AND), a group pick any of its members; categories and patterns: any of them.
    const q = screensQuery({ ...filters, componentCodes: [['177'], ['170', '177', '178']] }, 'imageId', ['app-1']);
    expect(q.query.bool.filter).toEqual([
      { term: { type: 'WEBSITE' } },
      { terms: { categoryCodes: ['1', '2'] } },
      { terms: { patternCode: ['104'] } },
      { terms: { componentCodes: ['177'] } },
      { terms: { componentCodes: ['170', '177', '178'] } },
      { range: { mau: { gte: 5 } } },
      { term: { colors: '#000000' } },
      { terms: { appId: ['app-1'] } },
    ]);
    expect(q.collapse).toEqual({ field: 'appId' });
  });

  it('matches the text inside screens: every Hangul bigram and Latin word of the keyword', () => {
    expect(textClause('결제 Sign in')).toEqual({
      bool: { must: ['결제', 'sign', 'in'].map((t) => ({ term: { textTokens: t } })) },
    });
    // Tokens stored for "결제하기" hold the bigram of "결제": Korean matches inside words.
    expect(nameTokens('결제하기')).toEqual(expect.arrayContaining(['결제', '제하', '하기']));
    expect(textClause('!!')).toEqual({ bool: { must_not: [{ match_all: {} }] } });
    const q = screensQuery({ ...parseBrowseFilters({ keyword: '결제' }), componentCodes: [] }, 'imageId');
    expect(q.query.bool.filter).toContainEqual(textClause('결제'));
  });

  it('filters contents by self-published', () => {
    expect(contentsQuery({ ...parseBrowseFilters({ isSelfPublished: false }), componentCodes: [] }).query.bool.filter).toEqual([{ term: { isSelfPublished: false } }]);
  });
});

describe('trending', () => {
  it('halves the weight of views every half-life', () => {
    const weights = bucketWeights(Date.UTC(2026, 0, 1, 12, 30), 48);
    expect(weights[0]!.weight).toBeCloseTo(1);
    expect(weights[HALF_LIFE_HOURS]!.weight).toBeCloseTo(0.5);
    expect(weights).toHaveLength(48);
  });

  it('puts ranked items first, then the rest', () => {
    expect(trendingSlices(0, 10, 4)).toEqual({ rankedFrom: 0, rankedTake: 4, restFrom: 0, restTake: 6 });
    expect(trendingSlices(10, 10, 4)).toEqual({ rankedFrom: 4, rankedTake: 0, restFrom: 6, restTake: 10 });
    expect(trendingSlices(2, 1, 4)).toEqual({ rankedFrom: 2, rankedTake: 1, restFrom: 0, restTake: 0 });
  });
});

describe('reindex naming', () => {
  it('moves to the next version behind the alias', () => {
    expect(nextIndexName('t_apps', 't_apps_v1')).toBe('t_apps_v2');
    expect(nextIndexName('apps', 'apps_v12')).toBe('apps_v13');
  });
});
