import { Client } from '@elastic/elasticsearch';
import { createLogger, VISITOR, type Caller } from '@screenshelf/kit';
import { FREE_USER, PAID_USER, uniqueName } from '@screenshelf/kit/testing';
import type { AppSnapshot__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/AppSnapshot.js';
import type { BrowseAppsRequest__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/BrowseAppsRequest.js';
import type { CodeNode__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/CodeNode.js';
import type { CodeBookCache } from '../src/codebook.js';
import { CodeBook, type CodeEntry } from '../src/domain/codes.js';
import { searchHandlers } from '../src/grpc.js';
import { ensureIndices, indexNames } from '../src/indices.js';
import { projectApp } from '../src/projection.js';
import type { TrendingStore } from '../src/trending.js';
import { searchActions } from '../src/use-cases/index.js';

// Issue 27 against the real Elasticsearch: picked components combine with AND (per screen on
// screens), categories and patterns stay OR, and a component's count is what browse answers with
// it picked too — for paid callers over the whole library, for free ones over their window.

const BOTTOM_SHEET = '230';
const STEPPER = '187';
const BUTTON = '177';
const INPUTS = '170'; // the group of STEPPER and BUTTON
const SURFACES = '174'; // the group of BOTTOM_SHEET

const code = (type: string, c: string, parentCode = ''): CodeEntry => ({ type, code: c, name: c, nameEn: c, description: '', parentCode, sort: Number(c) });
const book = new CodeBook([
  ...['1', '2', '3'].map((c) => code('CATEGORY', c)),
  ...['104', '109', '122', '124'].map((c) => code('PATTERN', c)),
  code('COMPONENT', INPUTS),
  code('COMPONENT', BUTTON, INPUTS),
  code('COMPONENT', STEPPER, INPUTS),
  code('COMPONENT', SURFACES),
  code('COMPONENT', BOTTOM_SHEET, SURFACES),
]);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
const screen = (id: string, componentCodes: string[], order: number) => ({
  id,
  url: `/uploads/${id}.png`,
  componentCodes,
  colors: [],
  order,
  likeCount: 0,
  createdAt: at(1),
  updatedAt: at(order + 1),
  text: '',
  thumbnails: [],
});
const app = (id: string, minutes: number, category: string, patterns: [string, [string, string[]][]][]): AppSnapshot__Output => ({
  id,
  type: 'MOBILE',
  name: id,
  nameEn: id,
  categoryCodes: [category],
  mau: 1000 * minutes,
  iconUrl: '',
  storeUrl: '',
  releasedAt: '',
  description: '',
  descriptionEn: '',
  createdAt: at(minutes),
  updatedAt: at(minutes),
  likeCount: 0,
  patterns: patterns.map(([patternCode, screens], p) => ({
    id: `${id}-${patternCode}`,
    name: patternCode,
    code: patternCode,
    order: p,
    createdAt: at(minutes),
    updatedAt: at(minutes),
    images: screens.map(([imageId, codes], i) => screen(imageId, codes, i)),
  })),
});

// app-a is the oldest: outside a free caller's window (the newest three).
const library = [
  app('app-a', 1, '1', [
    ['104', [['a1', [BOTTOM_SHEET, STEPPER]], ['a2', [BOTTOM_SHEET]]]],
    ['109', [['a3', [STEPPER, BUTTON]]]],
  ]),
  app('app-b', 2, '2', [
    // No screen of this pattern has both, though the pattern does.
    ['104', [['b1', [BOTTOM_SHEET]], ['b2', [STEPPER]]]],
    ['122', [['b3', [BOTTOM_SHEET, STEPPER, BUTTON]]]],
  ]),
  app('app-c', 3, '3', [['124', [['c1', [BUTTON]], ['c2', [BOTTOM_SHEET, BUTTON]]]]]),
  app('app-d', 4, '1', [['104', [['d1', [BOTTOM_SHEET, STEPPER]]]]]),
];

type Selection = { categoryCodes?: string[]; patternCodes?: string[]; componentCodes?: string[] };
const request = (s: Selection): BrowseAppsRequest__Output =>
  ({ sortField: '', categoryCodes: [], patternCodes: [], componentCodes: [], color: '', limit: 100, offset: 0, single: false, type: 'MOBILE', keyword: '', meaning: false, ...s }) as BrowseAppsRequest__Output;

describe('components combine with AND, and their counts are what picking answers', () => {
  const es = new Client({ node: process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200' });
  const prefix = `${uniqueName('facets')}_`;
  const logger = createLogger('test', 'silent');
  const codes = { get: async () => book, fresh: async () => book, invalidate: () => undefined } as unknown as CodeBookCache;
  const search = searchHandlers(searchActions({ es, prefix, codes, trending: {} as TrendingStore, reindex: async () => ({ indices: [], apps: 0, images: 0, contents: 0, ms: 0 }), secret: 'components-test' }));
  const context = (caller: Caller) => ({ caller, requestId: 'components-test', logger, token: '', deadline: new Date(Date.now() + 60_000) });

  const images = async (s: Selection, caller: Caller = PAID_USER) => {
    const answer = await search.BrowseImages(request(s), context(caller));
    return { ids: answer.data.map((i) => i.imageId).sort(), locked: answer.locked };
  };
  const patterns = async (s: Selection) => (await search.BrowsePatterns(request(s), context(PAID_USER))).data.map((p) => p.patternId).sort();
  const counts = async (s: Selection, caller: Caller = PAID_USER, type = 'COMPONENT') => {
    const answer = await search.ListCodes({ type, exact: false, appType: 'MOBILE', appName: '', scrappedDate: '', categoryCodes: [], patternCodes: [], componentCodes: [], color: '', ...s }, context(caller));
    const flat = (nodes: CodeNode__Output[]): [string, number][] => nodes.flatMap((n) => [[n.code, n.count] as [string, number], ...flat(n.children)]);
    return new Map(flat(answer.data));
  };

  beforeAll(async () => {
    await ensureIndices(es, prefix, logger);
    const names = indexNames(prefix);
    for (const snapshot of library) await projectApp(es, names, snapshot, 1);
    await es.indices.refresh({ index: `${prefix}*` });
  });
  afterAll(async () => {
    await es.indices.delete({ index: `${prefix}*` }).catch(() => undefined);
    await es.close();
  });

  it('narrows with each picked component: the screens with every one, the intersection of each alone', async () => {
    const sheets = (await images({ componentCodes: [BOTTOM_SHEET] })).ids;
    const steppers = (await images({ componentCodes: [STEPPER] })).ids;
    const both = (await images({ componentCodes: [BOTTOM_SHEET, STEPPER] })).ids;
    expect(sheets).toEqual(['a1', 'a2', 'b1', 'b3', 'c2', 'd1']);
    expect(steppers).toEqual(['a1', 'a3', 'b2', 'b3', 'd1']);
    expect(both).toEqual(sheets.filter((id) => steppers.includes(id)));
    expect(both).toEqual(['a1', 'b3', 'd1']);
    expect((await images({ componentCodes: [STEPPER, BOTTOM_SHEET] })).ids).toEqual(both);
    expect((await images({ componentCodes: [BOTTOM_SHEET, STEPPER, BUTTON] })).ids).toEqual(['b3']);
  });

  it('reads a picked group as any of its members, still AND with the other picks', async () => {
    expect((await images({ componentCodes: [INPUTS] })).ids).toEqual(['a1', 'a3', 'b2', 'b3', 'c1', 'c2', 'd1']);
    expect((await images({ componentCodes: [INPUTS, BOTTOM_SHEET] })).ids).toEqual(['a1', 'b3', 'c2', 'd1']);
  });

  it('keeps categories and patterns OR within their kind', async () => {
    const login = (await images({ patternCodes: ['104'] })).ids;
    const list = (await images({ patternCodes: ['122'] })).ids;
    expect((await images({ patternCodes: ['104', '122'] })).ids).toEqual([...login, ...list].sort());
    const finance = (await images({ categoryCodes: ['1'] })).ids;
    const local = (await images({ categoryCodes: ['2'] })).ids;
    expect((await images({ categoryCodes: ['1', '2'] })).ids).toEqual([...finance, ...local].sort());
    // Kinds combine with AND, and components still narrow inside them.
    expect((await images({ patternCodes: ['104', '122'], componentCodes: [BOTTOM_SHEET, STEPPER] })).ids).toEqual(['a1', 'b3', 'd1']);
  });

  it('matches a pattern card whose screens together carry every pick', async () => {
    expect(await patterns({ componentCodes: [BOTTOM_SHEET, STEPPER] })).toEqual(['app-a-104', 'app-b-104', 'app-b-122', 'app-d-104']);
    expect(await patterns({ componentCodes: [BOTTOM_SHEET, BUTTON] })).toEqual(['app-b-122', 'app-c-124']);
  });

  it('counts each option as the screens browse answers with it picked too', async () => {
    const selections: Selection[] = [
      {},
      { componentCodes: [BOTTOM_SHEET] },
      { componentCodes: [BOTTOM_SHEET, STEPPER] },
      { componentCodes: [INPUTS] },
      { patternCodes: ['104', '122'] },
      { categoryCodes: ['1'], componentCodes: [STEPPER] },
    ];
    for (const caller of [PAID_USER, FREE_USER, VISITOR]) {
      for (const selection of selections) {
        const options = await counts(selection, caller);
        expect([...options.keys()].sort()).toEqual([BUTTON, INPUTS, SURFACES, STEPPER, BOTTOM_SHEET].sort());
        for (const [option, count] of options) {
          const picked = { ...selection, componentCodes: [...new Set([...(selection.componentCodes ?? []), option])] };
          expect({ caller: caller.plan, selection, option, count }).toEqual({ caller: caller.plan, selection, option, count: (await images(picked, caller)).ids.length });
        }
      }
    }
    // With bottom sheet picked: stepper 3 (a1, b3, d1), button 2 (b3, c2), the pick itself all 6 results.
    expect(Object.fromEntries(await counts({ componentCodes: [BOTTOM_SHEET] }))).toMatchObject({ [STEPPER]: 3, [BUTTON]: 2, [BOTTOM_SHEET]: 6, [INPUTS]: 4 });
  });

  it('counts each category and pattern as the screens browse answers with it picked too (OR within its kind)', async () => {
    const selections: Selection[] = [
      { componentCodes: [BOTTOM_SHEET] },
      { patternCodes: ['104'] },
      { patternCodes: ['104', '122'], componentCodes: [STEPPER] },
      { categoryCodes: ['1'] },
      { categoryCodes: ['1'], patternCodes: ['109'] },
    ];
    const kinds = [
      ['CATEGORY', 'categoryCodes', ['1', '2', '3']],
      ['PATTERN', 'patternCodes', ['104', '109', '122', '124']],
    ] as const;
    for (const caller of [PAID_USER, FREE_USER]) {
      for (const selection of selections) {
        for (const [type, key, all] of kinds) {
          const options = await counts(selection, caller, type);
          // The options stay put while picking: every code on the caller's screens (a free caller's window lacks app-a's 109).
          const expected = caller === FREE_USER && type === 'PATTERN' ? all.filter((c) => c !== '109' || selection.patternCodes?.includes(c)) : all;
          expect({ caller: caller.plan, selection, type, codes: [...options.keys()].sort() }).toEqual({ caller: caller.plan, selection, type, codes: [...expected].sort() });
          for (const [option, count] of options) {
            const picked = { ...selection, [key]: [...new Set([...(selection[key] ?? []), option])] };
            expect({ caller: caller.plan, selection, option, count }).toEqual({ caller: caller.plan, selection, option, count: (await images(picked, caller)).ids.length });
          }
        }
      }
    }
    // 104 picked: 104 itself counts the list's 5 screens, adding 109 or 122 gives 6, 124 gives 7; under a bottom sheet, 104's 4.
    expect(Object.fromEntries(await counts({ patternCodes: ['104'] }, PAID_USER, 'PATTERN'))).toEqual({ '104': 5, '109': 6, '122': 6, '124': 7 });
    expect(Object.fromEntries(await counts({ componentCodes: [BOTTOM_SHEET] }, PAID_USER, 'PATTERN'))).toEqual({ '104': 4, '109': 0, '122': 1, '124': 1 });
    expect(Object.fromEntries(await counts({ patternCodes: ['104'] }, PAID_USER, 'CATEGORY'))).toEqual({ '1': 3, '2': 2, '3': 0 });
  });

  it('keeps the paywall: free callers count and see their window, the rest is locked under the same AND', async () => {
    expect(Object.fromEntries(await counts({ componentCodes: [BOTTOM_SHEET] }, FREE_USER))).toMatchObject({ [STEPPER]: 2, [BOTTOM_SHEET]: 4 });
    const free = await images({ componentCodes: [BOTTOM_SHEET, STEPPER] }, FREE_USER);
    expect(free.ids).toEqual(['b3', 'd1']);
    expect(free.locked).toMatchObject({ apps: 1, screens: 1 });
    expect((await images({ componentCodes: [BOTTOM_SHEET, STEPPER] })).locked).toBeUndefined();
  });

  it('refuses a selection where it cannot narrow component counts', async () => {
    const refused = (r: object, caller: Caller = PAID_USER) =>
      search.ListCodes({ type: 'COMPONENT', exact: false, appType: 'MOBILE', appName: '', scrappedDate: '', categoryCodes: [], patternCodes: [], componentCodes: [], color: '', ...r }, context(caller));
    await expect(refused({ type: 'PATTERN', appName: 'app-a', componentCodes: [STEPPER] })).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    await expect(refused({ appType: '', componentCodes: [STEPPER] })).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    await expect(refused({ componentCodes: ['999'] })).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    // Colour (and MAU) counts need a membership, as colour browse does.
    await expect(refused({ color: '#000000' }, FREE_USER)).rejects.toMatchObject({ errorCode: 'MEMBERSHIP_REQUIRED' });
  });
});
