import { englishHalf, keywordRetrieveQuery, retrievalTokensOf, knnRetrieveQuery, parseRetrieve, reciprocalRankFusion, retrieveFilters, RRF_K, spreadOverApps } from '../src/domain/retrieve.js';
import { appDocuments } from '../src/projection.js';

const item = (key: string) => ({ key });
const request = { query: '결제 완료', kinds: [], mode: '', limit: 0, type: '', categoryCodes: [], patternCodes: [], componentCodes: [] };

describe('reciprocal rank fusion', () => {
  it('sums 1 / (k + rank) over the lists, so an item both lists hold comes first', () => {
    const fused = reciprocalRankFusion([
      [item('a'), item('b'), item('c')],
      [item('c'), item('d')],
    ]);
    expect(fused.map((f) => f.item.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 1));
    expect(fused[0]!.from).toEqual([0, 1]);
    expect(fused[1]!.from).toEqual([0]);
  });

  it('breaks ties by the best single rank, then by key, and is the identity for one list', () => {
    expect(reciprocalRankFusion([[item('x'), item('y')], [item('y'), item('x')]]).map((f) => f.item.key)).toEqual(['x', 'y']);
    expect(reciprocalRankFusion([[item('b')], [item('a')]]).map((f) => f.item.key)).toEqual(['a', 'b']);
    const one = [item('q'), item('p'), item('r')];
    expect(reciprocalRankFusion([one]).map((f) => f.item.key)).toEqual(['q', 'p', 'r']);
  });

  it('counts an item once per list, and answers nothing for no lists', () => {
    const fused = reciprocalRankFusion([[item('a'), item('a')], []]);
    expect(fused).toHaveLength(1);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 1));
    expect(reciprocalRankFusion([])).toEqual([]);
  });

  it('honours another k', () => {
    expect(reciprocalRankFusion([[item('a')]], 1)[0]!.score).toBeCloseTo(0.5);
  });
});

describe('the Retrieve request', () => {
  it('takes proto defaults: every kind, hybrid, 10 items', () => {
    expect(parseRetrieve(request)).toMatchObject({ query: '결제 완료', kinds: [], mode: 'hybrid', limit: 10 });
    expect(parseRetrieve({ ...request, kinds: ['image', 'IMAGE'], mode: 'KEYWORD', type: 'mobile' })).toMatchObject({ kinds: ['IMAGE'], mode: 'keyword', type: 'MOBILE' });
  });

  it('refuses bad input as VALIDATION_ERROR', () => {
    for (const bad of [{ query: '' }, { query: '   ' }, { query: 'a\u0000' }, { query: 'x'.repeat(2001) }, { kinds: ['SONG'] }, { mode: 'magic' }, { limit: 51 }, { type: 'TV' }]) {
      expect(() => parseRetrieve({ ...request, ...bad })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    }
  });
});

describe('a filter-only Retrieve (the assistant: what the question named, no words left)', () => {
  it('takes an empty query only with a filter, and asks for everything the filters keep', () => {
    expect(parseRetrieve({ ...request, query: '', patternCodes: ['125'] })).toMatchObject({ query: '', patternCodes: ['125'] });
    expect(parseRetrieve({ ...request, query: '', appIds: ['a1'] })).toMatchObject({ appIds: ['a1'] });
    expect(() => parseRetrieve({ ...request, query: '' })).toThrow(expect.objectContaining({ errorCode: 'VALIDATION_ERROR' }));
    expect(keywordRetrieveQuery('IMAGE', '', [{ term: { type: 'MOBILE' } }])).toEqual({ bool: { filter: [{ term: { type: 'MOBILE' } }] } });
    const input = { ...parseRetrieve({ ...request, appIds: ['a1'] }), componentCodes: [] };
    expect(retrieveFilters('IMAGE', input)).toContainEqual({ terms: { appId: ['a1'] } });
  });

  it('finds the English half of a bilingual blurb, whole', () => {
    expect(englishHalf('핀테크 앱 UI 키트 — Fintech app UI kit')).toBe('Fintech app UI kit');
    expect(englishHalf('송금 화면 24종을 담은 UI 키트입니다.\n\nA fintech UI kit with 24 key screens, ready to use.')).toBe('A fintech UI kit with 24 key screens, ready to use.');
    expect(englishHalf('한국어만 있는 설명')).toBe('');
    expect(englishHalf('Only English')).toBe('Only English');
  });
});

describe('retrieval queries', () => {
  it('matches each Korean bigram and English word of the question as a scored term', () => {
    const query = keywordRetrieveQuery('IMAGE', '결제 완료 screen', []) as { bool: { should: { term?: Record<string, { value: string }> }[] } };
    const terms = query.bool.should.flatMap((c) => (c.term?.textTokens ? [c.term.textTokens.value] : []));
    expect(terms).toEqual(['결제', '완료']);
  });

  it('leaves out the words that only say how to answer, unless nothing else is left', () => {
    expect(retrievalTokensOf('결제 완료 화면 예시 보여줘')).toEqual(['결제', '완료']);
    expect(retrievalTokensOf('apps with a dark-mode settings screen')).toEqual(['dark', 'mode', 'settings']);
    expect(retrievalTokensOf('화면')).toEqual(['화면']);
  });

  it('filters screens and apps by the window and codes, articles and products by nothing of the app', () => {
    const input = { ...parseRetrieve({ ...request, type: 'MOBILE', categoryCodes: ['1'], patternCodes: ['2'] }), componentCodes: [['177'], ['178']] };
    expect(retrieveFilters('IMAGE', input, ['a1'])).toEqual([
      { term: { type: 'MOBILE' } },
      { terms: { categoryCodes: ['1'] } },
      { terms: { patternCode: ['2'] } },
      // Every picked component (AND), as in browse.
      { terms: { componentCodes: ['177'] } },
      { terms: { componentCodes: ['178'] } },
      { terms: { appId: ['a1'] } },
    ]);
    expect(retrieveFilters('PRODUCT', input, ['a1'])).toEqual([]);
    const knn = knnRetrieveQuery([0.1, 0.2], 'm', [{ term: { type: 'MOBILE' } }], 5);
    expect(knn).toMatchObject({ field: 'embedding', k: 5, num_candidates: 100, filter: { bool: { filter: [{ term: { type: 'MOBILE' } }, { term: { embeddingModel: 'm' } }] } } });
  });
});

describe('spreadOverApps (more like this)', () => {
  const item = (id: string, appId: string) => ({ id, appId });
  it("takes each app's best first, in the list's order, then each app's second", () => {
    const list = [item('a1', 'A'), item('a2', 'A'), item('a3', 'A'), item('b1', 'B'), item('c1', 'C'), item('b2', 'B')];
    expect(spreadOverApps(list, 10).map((i) => i.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(spreadOverApps(list, 2).map((i) => i.id)).toEqual(['a1', 'b1']);
    expect(spreadOverApps([], 5)).toEqual([]);
  });
});

describe('flows as retrievable documents (issue 30)', () => {
  const screen = (id: string, text = '') => ({
    id,
    url: `/uploads/${id}.png`,
    componentCodes: [`c-${id}`],
    colors: [],
    order: 0,
    likeCount: 0,
    createdAt: '',
    updatedAt: '',
    text,
    thumbnails: [],
    layoutHash: '',
  });
  const snapshot = {
    id: 'app1',
    type: 'MOBILE',
    name: '은행',
    nameEn: 'Bank',
    categoryCodes: ['1'],
    mau: 10,
    iconUrl: '',
    storeUrl: '',
    releasedAt: '',
    createdAt: '',
    updatedAt: '',
    likeCount: 0,
    description: '',
    descriptionEn: '',
    patterns: [{ id: 'p1', name: '가입', code: '103', order: 0, createdAt: '', updatedAt: '', images: [screen('s1', '전화번호를 입력하세요'), screen('s2', 'Enter the code'), screen('s3')] }],
    flows: [
      {
        id: 'f1',
        name: '휴대폰 인증 가입',
        nameEn: 'Sign up with phone verification',
        patternCode: '103',
        updatedAt: '',
        steps: [
          { imageId: 's1', label: '전화번호 입력', labelEn: 'Enter phone number' },
          { imageId: 's2', label: '인증번호 확인', labelEn: 'Verify the code' },
        ],
      },
      // A step whose screen the snapshot does not hold leaves one step: no journey.
      { id: 'f2', name: '반쪽', nameEn: '', patternCode: '103', updatedAt: '', steps: [{ imageId: 's3', label: '', labelEn: '' }, { imageId: 'gone', label: '', labelEn: '' }] },
    ],
  };

  it('projects an app’s flows with their steps’ screens, text and labels, and lists them on the app card', () => {
    const docs = appDocuments(snapshot);
    expect(docs.app.flowIds).toEqual(['f1']);
    expect(docs.flows).toHaveLength(1);
    const flow = docs.flows[0]!;
    expect(flow).toMatchObject({ flowId: 'f1', appId: 'app1', appName: '은행', type: 'MOBILE', categoryCodes: ['1'], patternCode: '103', componentCodes: ['c-s1', 'c-s2'] });
    expect(flow.steps.map((s) => [s.imageId, s.url, s.label, s.labelEn, s.text])).toEqual([
      ['s1', '/uploads/s1.png', '전화번호 입력', 'Enter phone number', '전화번호를 입력하세요'],
      ['s2', '/uploads/s2.png', '인증번호 확인', 'Verify the code', 'Enter the code'],
    ]);
    expect(flow.retrievalTokens).toEqual(expect.arrayContaining(['인증', 'phone', 'verification', '전화', '은행', 'bank']));
    expect(flow.textTokens).toEqual(expect.arrayContaining(['입력', 'code']));
    expect(flow.passage).toContain('전화번호 입력 → 인증번호 확인');
    expect(flow.needsVector).toBe(true);
  });

  it('filters flows like screens: by pattern code, the caller’s window and the apps named', () => {
    const input = { ...parseRetrieve({ ...request, patternCodes: ['103'], appIds: ['app1'] }), componentCodes: [] };
    expect(retrieveFilters('FLOW', input, ['app1', 'app2'])).toEqual([
      { terms: { patternCode: ['103'] } },
      { terms: { appId: ['app1', 'app2'] } },
      { terms: { appId: ['app1'] } },
    ]);
    const query = keywordRetrieveQuery('FLOW', '휴대폰 인증', []) as { bool: { should: { term?: Record<string, unknown> }[] } };
    expect(query.bool.should.filter((c) => c.term?.retrievalTokens)).not.toHaveLength(0);
    expect(query.bool.should.filter((c) => c.term?.textTokens)).not.toHaveLength(0);
  });
});
