import { z } from 'zod';
import { errors as esErrors } from '@elastic/elasticsearch';
import {
  APP_TYPES,
  DomainError,
  isoDay,
  libraryAccess,
  MAX_WINDOW,
  notFound,
  parseOrThrow,
  plainText,
  requireRole,
  validationError,
  type AppType,
  type AsyncHandlers,
  type Caller,
} from '@screenshelf/kit';
import type { SearchHandlers } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { AppCard } from '@screenshelf/kit/gen/screenshelf/search/v1/AppCard.js';
import type { ImageCard } from '@screenshelf/kit/gen/screenshelf/search/v1/ImageCard.js';
import type { PatternCard } from '@screenshelf/kit/gen/screenshelf/search/v1/PatternCard.js';
import type { ContentCard } from '@screenshelf/kit/gen/screenshelf/search/v1/ContentCard.js';
import type { BrowseAppsRequest__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/BrowseAppsRequest.js';
import {
  appsQuery,
  assertMayUseFilters,
  contentsQuery,
  latestAppsQuery,
  parseBrowseFilters,
  screensQuery,
  trendingSlices,
  type BrowseFilters,
} from './domain/browse.js';
import { assertKnownCodes, CODE_TYPES, type CodeBook, type CodeType } from './domain/codes.js';
import { keywordClause, nameKey } from './domain/keywords.js';
import type { CodeBookCache } from './codebook.js';
import { indexNames, type AppDocument, type Client, type ContentDocument, type ImageDocument, type PatternDocument } from './indices.js';
import type { TrendingItem, TrendingStore } from './trending.js';

type Hit<T> = { _id?: string; _source?: T };

const toAppCard = (doc: AppDocument, trendingScore = 0): AppCard => ({
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  categoryCodes: doc.categoryCodes,
  mau: doc.mau,
  image: doc.image,
  storeUrl: doc.storeUrl,
  colors: doc.colors,
  likeCount: doc.likeCount,
  updatedAt: doc.updatedAt,
  createdAt: doc.createdAt,
  trendingScore,
});

const toImageCard = (doc: ImageDocument, book: CodeBook, trendingScore = 0): ImageCard => ({
  imageId: doc.imageId,
  image: doc.url,
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  patternName: doc.patternName,
  patternCode: doc.patternCode,
  patternCodeName: book.name('PATTERN', doc.patternCode),
  componentCodes: doc.componentCodes,
  colors: doc.colors,
  mau: doc.mau,
  order: doc.order,
  likeCount: doc.likeCount,
  updatedAt: doc.updatedAt,
  trendingScore,
});

/** A browse card shows a strip of a pattern's first screens; the app detail shows them all. */
export const PATTERN_CARD_SCREENS = 12;

const toPatternCard = (doc: PatternDocument, book: CodeBook, maxScreens = Infinity): PatternCard => ({
  patternId: doc.patternId,
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  patternName: doc.patternName,
  patternCode: doc.patternCode,
  patternCodeName: book.name('PATTERN', doc.patternCode),
  image: doc.images[0]?.url ?? '',
  images: doc.images.slice(0, maxScreens).map((i) =>
    toImageCard({ ...doc, ...i, url: i.url, imageId: i.imageId, patternId: doc.patternId, createdAt: doc.createdAt }, book),
  ),
  componentCodes: doc.componentCodes,
  colors: doc.colors,
  mau: doc.mau,
  updatedAt: doc.updatedAt,
  likeCount: doc.images.reduce((n, i) => n + (i.likeCount ?? 0), 0),
});

const toContentCard = (doc: ContentDocument): ContentCard => ({
  contentId: doc.contentId,
  title: doc.title,
  description: doc.description,
  image: doc.image,
  linkUrl: doc.linkUrl,
  isSelfPublished: doc.isSelfPublished,
  categoryCodes: doc.categoryCodes,
  patternCodes: doc.patternCodes,
  colors: doc.colors,
  mau: doc.mau,
  appId: doc.appId,
  updatedAt: doc.updatedAt,
});

const SearchAppsInput = z
  .object({
    keyword: plainText(100),
    exact: z.boolean().default(false),
    componentCodes: z.array(z.string().min(1).max(40)).max(50).default([]),
    type: z.enum(APP_TYPES).default('MOBILE'),
    limit: z.number().int().min(1).max(100).default(20),
    offset: z.number().int().min(0).max(MAX_WINDOW).default(0),
  })
  .refine((f) => f.offset + f.limit <= MAX_WINDOW, { message: `offset + limit must not pass ${MAX_WINDOW}`, path: ['offset'] });

const ListCodesInput = z.object({
  type: z
    .string()
    .transform((t) => t.toUpperCase())
    .pipe(z.enum(CODE_TYPES)),
  exact: z.boolean().default(false),
  appType: z.enum(APP_TYPES).optional(),
  appName: plainText(100).optional(),
  scrappedDate: isoDay.optional(),
});

const ViewInput = z.object({ itemType: z.enum(['APP', 'IMAGE', 'CONTENT']), itemId: z.string().min(1).max(64), viewer: z.string().max(128) });


const CODE_FIELD: Record<CodeType, string> = { CATEGORY: 'categoryCodes', PATTERN: 'patternCode', COMPONENT: 'componentCodes' };

export interface SearchDeps {
  es: Client;
  prefix: string;
  codes: CodeBookCache;
  trending: TrendingStore;
  reindex: () => Promise<{ indices: string[]; apps: number; images: number; contents: number; ms: number }>;
}

export function searchHandlers({ es, prefix, codes, trending, reindex }: SearchDeps): AsyncHandlers<SearchHandlers> {
  const index = indexNames(prefix);

  /** Parses, checks codes against the catalog's, and widens group codes to their members. */
  const filtersOf = async (request: BrowseAppsRequest__Output, caller: Caller) => {
    const filters = parseBrowseFilters({
      ...request,
      color: request.color || undefined,
      sortField: request.sortField || undefined,
      type: request.type || undefined,
      limit: request.limit || undefined,
      minMau: request.minMau ?? undefined,
      maxMau: request.maxMau ?? undefined,
      isSelfPublished: request.isSelfPublished ?? undefined,
    });
    const book = await checkedCodes(filters);
    assertMayUseFilters(filters, caller);
    const expanded: BrowseFilters = {
      ...filters,
      categoryCodes: book.expand('CATEGORY', filters.categoryCodes),
      patternCodes: book.expand('PATTERN', filters.patternCodes),
      componentCodes: book.expand('COMPONENT', filters.componentCodes),
    };
    return { filters: expanded, book };
  };

  const checkedCodes = async (filters: { categoryCodes?: string[]; patternCodes?: string[]; componentCodes?: string[] }) => {
    let book = await codes.get();
    const anyUnknown = () =>
      book.unknown('CATEGORY', filters.categoryCodes ?? []).length +
      book.unknown('PATTERN', filters.patternCodes ?? []).length +
      book.unknown('COMPONENT', filters.componentCodes ?? []).length;
    if (anyUnknown()) book = await codes.fresh(); // a code added a moment ago is known after one reload
    assertKnownCodes(book, filters);
    return book;
  };

  // Who may see what: the library's one rule (kit), over the newest apps Elasticsearch holds.
  const access = libraryAccess(async (type: AppType) => {
    const result = await es.search({ index: index.apps, ...latestAppsQuery(type) });
    return result.hits.hits.map((h) => h._id!);
  });
  const { visibleAppIds } = access;

  /**
   * A trending page: items ranked by decayed views first (highest first), then the rest by the
   * base query's own order.
   */
  async function trendingPage<T>(item: TrendingItem, indexName: string, base: { query: object; sort: object[] }, filters: BrowseFilters) {
    // Without Redis the page is still served, in the base query's order (views resume when it is back).
    const ranking = await trending.ranking(item, 1000).catch(() => []);
    const scoreOf = new Map(ranking.map((r) => [r.id, r.score]));
    const ids = ranking.map((r) => r.id);
    const ranked = ids.length
      ? (await es.search<T>({ index: indexName, query: { bool: { filter: [base.query, { ids: { values: ids } }] } }, size: ids.length })).hits.hits
      : [];
    ranked.sort((a, b) => scoreOf.get(b._id!)! - scoreOf.get(a._id!)! || a._id!.localeCompare(b._id!));
    const slices = trendingSlices(filters.offset, filters.limit, ranked.length);
    const page: { hit: Hit<T>; score: number }[] = ranked.slice(slices.rankedFrom, slices.rankedFrom + slices.rankedTake).map((hit) => ({ hit, score: scoreOf.get(hit._id!)! }));
    if (slices.restTake > 0) {
      const rest = await es.search<T>({
        index: indexName,
        query: { bool: { filter: [base.query], must_not: ids.length ? [{ ids: { values: ids } }] : [] } },
        sort: base.sort as never,
        from: slices.restFrom,
        size: slices.restTake,
        track_total_hits: false,
      });
      page.push(...rest.hits.hits.map((hit) => ({ hit, score: 0 })));
    }
    return page;
  }

  const patternsOfApp = async (appId: string) => {
    const result = await es.search<PatternDocument>({
      index: index.patterns,
      query: { term: { appId } },
      sort: [{ order: { order: 'asc' } }, { createdAt: { order: 'asc' } }, { patternId: { order: 'asc' } }],
      size: 500,
    });
    return result.hits.hits.map((h) => h._source!);
  };

  const handlers: AsyncHandlers<SearchHandlers> = {
    async BrowseApps(request, { caller }) {
      const { filters } = await filtersOf(request, caller);
      const onlyIds = await visibleAppIds(caller, filters.type);
      const query = appsQuery(filters, onlyIds);
      if (filters.sortField === 'trending') {
        const page = await trendingPage<AppDocument>('APP', index.apps, query, filters);
        return { data: page.map(({ hit, score }) => toAppCard(hit._source!, score)) };
      }
      const result = await es.search<AppDocument>({ index: index.apps, ...query });
      return { data: result.hits.hits.map((hit) => toAppCard(hit._source!)) };
    },

    async BrowseImages(request, { caller }) {
      const { filters, book } = await filtersOf(request, caller);
      const query = screensQuery(filters, 'imageId', await visibleAppIds(caller, filters.type));
      if (filters.sortField === 'trending') {
        const page = await trendingPage<ImageDocument>('IMAGE', index.images, query, filters);
        return { data: page.map(({ hit, score }) => toImageCard(hit._source!, book, score)) };
      }
      const result = await es.search<ImageDocument>({ index: index.images, ...query });
      return { data: result.hits.hits.map((hit) => toImageCard(hit._source!, book)) };
    },

    async BrowsePatterns(request, { caller }) {
      const { filters, book } = await filtersOf(request, caller);
      // Patterns have no views of their own; a trending sort falls back to the newest.
      const query = screensQuery({ ...filters, sortField: filters.sortField === 'trending' ? 'updatedAt' : filters.sortField }, 'patternId', await visibleAppIds(caller, filters.type));
      const result = await es.search<PatternDocument>({ index: index.patterns, ...query });
      return { data: result.hits.hits.map((hit) => toPatternCard(hit._source!, book, PATTERN_CARD_SCREENS)) };
    },

    async BrowseContents(request, { caller }) {
      // Articles are open to everyone (product-spec §6); MAU and colour still need a membership.
      const { filters } = await filtersOf(request, caller);
      const query = contentsQuery({ ...filters, sortField: filters.sortField === 'trending' ? 'updatedAt' : filters.sortField });
      const result = await es.search<ContentDocument>({ index: index.contents, ...query });
      return { data: result.hits.hits.map((hit) => toContentCard(hit._source!)) };
    },

    async SearchApps(request, { caller }) {
      const input = parseOrThrow(SearchAppsInput, { ...request, type: request.type || undefined, limit: request.limit || undefined }, 'search');
      const book = await checkedCodes({ componentCodes: input.componentCodes });
      const onlyIds = await visibleAppIds(caller, input.type);
      const filter: object[] = [];
      if (input.type) filter.push({ term: { type: input.type } });
      if (input.componentCodes.length) filter.push({ terms: { componentCodes: book.expand('COMPONENT', input.componentCodes) } });
      if (onlyIds) filter.push({ ids: { values: onlyIds } });
      const result = await es.search<AppDocument>({
        index: index.apps,
        query: { bool: { filter, must: [keywordClause(input.keyword, input.exact)] } },
        sort: [{ _score: { order: 'desc' } }, { mau: { order: 'desc' } }, { appId: { order: 'asc' } }],
        from: input.offset,
        size: input.limit,
        track_total_hits: false,
      });
      return { data: result.hits.hits.map((hit) => toAppCard(hit._source!)) };
    },

    async GetApp(request, { caller }) {
      let app: AppDocument | undefined;
      const type = request.type ? parseOrThrow(z.enum(APP_TYPES), request.type, 'type') : undefined;
      const name = request.id ? '' : parseOrThrow(plainText(200), request.name, 'app name');
      if (request.id) {
        const result = await es.search<AppDocument>({ index: index.apps, query: { ids: { values: [request.id] } }, size: 1 });
        app = result.hits.hits[0]?._source;
      } else {
        const result = await es.search<AppDocument>({
          index: index.apps,
          query: { bool: { filter: [{ term: { nameKeys: nameKey(name) } }, ...(type ? [{ term: { type } }] : [])] } },
          sort: [{ mau: { order: 'desc' } }],
          size: 1,
        });
        app = result.hits.hits[0]?._source;
      }
      await access.assertMayView(caller, app);
      if (!app) throw notFound('App'); // (assertMayView has already refused a missing app)
      const [book, patterns] = await Promise.all([codes.get(), patternsOfApp(app.appId)]);
      return { app: toAppCard(app), patterns: patterns.map((p) => toPatternCard(p, book)) };
    },

    async MauRange(request) {
      const type = parseOrThrow(z.enum(APP_TYPES).default('MOBILE'), request.type || undefined, 'type');
      const result = await es.search({
        index: index.apps,
        query: { term: { type } },
        size: 0,
        aggs: { min: { min: { field: 'mau' } }, max: { max: { field: 'mau' } }, count: { value_count: { field: 'appId' } } },
      });
      const aggs = result.aggregations as Record<string, { value: number | null }>;
      return { min: aggs.min!.value ?? 0, max: aggs.max!.value ?? 0, count: aggs.count!.value ?? 0 };
    },

    async AppGroups(request, { caller }) {
      const type = parseOrThrow(z.enum(APP_TYPES).default('MOBILE'), request.type || undefined, 'type');
      const onlyIds = await visibleAppIds(caller, type);
      const result = await es.search({
        index: index.apps,
        query: { bool: { filter: [{ term: { type } }, ...(onlyIds ? [{ ids: { values: onlyIds } }] : [])] } },
        size: 0,
        aggs: {
          groups: {
            terms: { field: 'categoryCodes', size: 200 },
            aggs: { apps: { top_hits: { size: 20, sort: [{ mau: { order: 'desc' } }, { appId: { order: 'asc' } }] } } },
          },
        },
      });
      const book = await codes.get();
      const buckets = (result.aggregations as { groups: { buckets: { key: string; apps: { hits: { hits: Hit<AppDocument>[] } } }[] } }).groups.buckets;
      const order = new Map(book.tree('CATEGORY').flatMap(function flat(n): [string, number][] {
        return [[n.code, 0], ...n.children.flatMap(flat)];
      }).map(([code], i) => [code, i]));
      return {
        data: buckets
          .map((b) => ({ code: b.key, name: book.name('CATEGORY', b.key), apps: b.apps.hits.hits.map((h) => toAppCard(h._source!)) }))
          .sort((a, b) => (order.get(a.code) ?? 1e9) - (order.get(b.code) ?? 1e9)),
      };
    },

    async ListCodes(request, { caller }) {
      const input = parseOrThrow(
        ListCodesInput,
        { type: request.type, exact: request.exact, appType: request.appType || undefined, appName: request.appName || undefined, scrappedDate: request.scrappedDate || undefined },
        'codes query',
      );
      const book = await codes.get();
      const narrowed = Boolean(input.appName || input.scrappedDate || input.appType);
      // Counts are of the screens the caller may see.
      const onlyIds = await visibleAppIds(caller, input.appType);
      const filter: object[] = onlyIds ? [{ terms: { appId: onlyIds } }] : [];
      if (input.appType) filter.push({ term: { type: input.appType } });
      if (input.scrappedDate) filter.push({ range: { createdAt: { gte: input.scrappedDate } } });
      if (input.appName) {
        const apps = await es.search({
          index: index.apps,
          query: { bool: { must: [keywordClause(input.appName, input.exact)], filter: onlyIds ? [{ ids: { values: onlyIds } }] : [] } },
          size: 1000,
          _source: false,
        });
        filter.push({ terms: { appId: apps.hits.hits.map((h) => h._id!) } });
      }
      const field = CODE_FIELD[input.type];
      const result = await es.search({
        index: index.images,
        query: { bool: { filter } },
        size: 0,
        aggs: { codes: { terms: { field, size: 1000 } } },
      });
      const counts = new Map(
        (result.aggregations as { codes: { buckets: { key: string; doc_count: number }[] } }).codes.buckets.map((b) => [b.key, b.doc_count]),
      );
      if (narrowed) return { data: book.tree(input.type, counts) };
      // Unnarrowed: every code, each with how many screens carry it.
      const withCounts = (nodes: ReturnType<CodeBook['tree']>): ReturnType<CodeBook['tree']> =>
        nodes.map((n) => {
          const children = withCounts(n.children);
          return { ...n, children, count: (counts.get(n.code) ?? 0) + children.reduce((s, c) => s + c.count, 0) };
        });
      return { data: withCounts(book.tree(input.type)) };
    },

    async Reindex(_request, { caller }) {
      requireRole(caller, 'ADMIN');
      return reindex();
    },

    async AdmitView(request, { caller }) {
      const input = parseOrThrow(ViewInput, request, 'view');
      const viewer = caller.userId ? `u:${caller.userId}` : input.viewer ? `v:${input.viewer}` : '';
      if (input.itemType === 'CONTENT') {
        // Articles are open to everyone.
        const found = await es.exists({ index: index.contents, id: input.itemId });
        if (!found) throw notFound('Content');
      } else {
        const indexName = input.itemType === 'APP' ? index.apps : index.images;
        const result = await es.search<{ appId: string; type: string }>({ index: indexName, query: { ids: { values: [input.itemId] } }, size: 1, _source: ['appId', 'type'] });
        await access.assertMayView(caller, result.hits.hits[0]?._source, input.itemType === 'APP' ? 'App' : 'Image');
      }
      if (!viewer) return { counted: false };
      // A view while Redis is away is not counted; the page the viewer asked for is not refused for it.
      return { counted: await trending.firstView(input.itemType, input.itemId, viewer).catch(() => false) };
    },
  };

  // Elasticsearch refusing a query (a 4xx) is a bad request, never an internal error.
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      async (request: never, context: never) => {
        try {
          return await (handler as (r: never, c: never) => Promise<unknown>)(request, context);
        } catch (error) {
          throw refusalOf(error) ?? error;
        }
      },
    ]),
  ) as unknown as AsyncHandlers<SearchHandlers>;
}

/** An Elasticsearch 4xx (other than 404 and 429) as a VALIDATION_ERROR; anything else as it was. */
export function refusalOf(error: unknown): DomainError | undefined {
  if (!(error instanceof esErrors.ResponseError)) return undefined;
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500 || status === 404 || status === 429) return undefined;
  const reason = (error.body as { error?: { root_cause?: { reason?: string }[]; reason?: string } } | undefined)?.error;
  return validationError('The search request is not valid', [{ path: '', message: reason?.root_cause?.[0]?.reason ?? reason?.reason ?? error.message }]);
}
