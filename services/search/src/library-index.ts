import type { AppType } from '@screenshelf/kit';
import type { BlurLinks } from '@screenshelf/kit/storage';
import { ANY_OF_KINDS, anyOfFacetQuery, appsQuery, contentsQuery, everyComponent, latestAppsQuery, LOCKED_PREVIEWS, lockedQueries, screenFilterClauses, screensQuery, trendingSlices, type LibraryFilters } from './domain/browse.js';
import type { CodeType } from './domain/codes.js';
import { keywordClause, nameKey, textClause } from './domain/keywords.js';
import { indexNames, type AppDocument, type Client, type ContentDocument, type ImageDocument, type PatternDocument } from './indices.js';
import type { TrendingItem, TrendingStore } from './trending.js';

export type Hit<T> = { _id?: string; _source?: T };
/** A document of a page with its trending score (0 outside a trending sort). */
export type Scored<T> = { doc: T; score: number };

const CODE_FIELD: Record<CodeType, string> = { CATEGORY: 'categoryCodes', PATTERN: 'patternCode', COMPONENT: 'componentCodes' };

/**
 * Every read of the library from Elasticsearch: the browse queries and their paging (trending
 * first, then the rest), keyword search, one app, MAU range, category groups, code counts, and the
 * newest apps of a type (the free tier's window). `onlyIds` is the caller's window, or undefined
 * for the whole library. The query bodies are built by the pure `domain/` functions.
 */
/** Apps by keyword: a name match, or (unless `exact`) the text inside their screens, ranked below a name match. */
const appKeywordClause = (keyword: string, exact: boolean) =>
  exact
    ? keywordClause(keyword, true)
    : { bool: { should: [keywordClause(keyword, false), { constant_score: { filter: textClause(keyword), boost: 0.5 } }], minimum_should_match: 1 } };

export function libraryIndex(es: Client, prefix: string, trending: TrendingStore, blurs: BlurLinks) {
  const index = indexNames(prefix);
  const docs = <T>(hits: Hit<T>[]): Scored<T>[] => hits.map((hit) => ({ doc: hit._source!, score: 0 }));

  /** The ids of the newest apps of a type (the free tier's window). */
  async function latestAppIds(type: AppType): Promise<string[]> {
    const result = await es.search({ index: index.apps, ...latestAppsQuery(type) });
    return result.hits.hits.map((h) => h._id!);
  }

  /** Every app's id, names and type (the search box's vocabulary of app names; up to 5,000). */
  async function appNames(): Promise<{ appId: string; name: string; nameEn: string; type: string }[]> {
    const result = await es.search<{ appName: string; appNameEn: string; type: string }>({
      index: index.apps,
      size: 5000,
      _source: ['appName', 'appNameEn', 'type'],
      query: { match_all: {} },
    });
    return result.hits.hits.map((h) => ({ appId: h._id!, name: h._source!.appName, nameEn: h._source!.appNameEn, type: h._source!.type }));
  }

  /** A page of a query: with a trending sort, items ranked by decayed views first (highest first), then the rest by the base query's order. */
  async function page<T>(item: TrendingItem | undefined, indexName: string, base: { query: object; sort: object[] }, filters: LibraryFilters) {
    if (!item || filters.sortField !== 'trending') return docs((await es.search<T>({ index: indexName, ...base })).hits.hits);
    // Without Redis the page is still served, in the base query's order (views resume when it is back).
    const ranking = await trending.ranking(item, 1000).catch(() => []);
    const scoreOf = new Map(ranking.map((r) => [r.id, r.score]));
    const ids = ranking.map((r) => r.id);
    const ranked = ids.length
      ? (await es.search<T>({ index: indexName, query: { bool: { filter: [base.query, { ids: { values: ids } }] } }, size: ids.length })).hits.hits
      : [];
    ranked.sort((a, b) => scoreOf.get(b._id!)! - scoreOf.get(a._id!)! || a._id!.localeCompare(b._id!));
    const slices = trendingSlices(filters.offset, filters.limit, ranked.length);
    const scored: Scored<T>[] = ranked
      .slice(slices.rankedFrom, slices.rankedFrom + slices.rankedTake)
      .map((hit) => ({ doc: hit._source!, score: scoreOf.get(hit._id!)! }));
    if (slices.restTake > 0) {
      const rest = await es.search<T>({
        index: indexName,
        query: { bool: { filter: [base.query], must_not: ids.length ? [{ ids: { values: ids } }] : [] } },
        sort: base.sort as never,
        from: slices.restFrom,
        size: slices.restTake,
        track_total_hits: false,
      });
      scored.push(...docs(rest.hits.hits));
    }
    return scored;
  }

  const browseApps = (filters: LibraryFilters, onlyIds: string[] | undefined) =>
    page<AppDocument>('APP', index.apps, appsQuery(filters, onlyIds), filters);

  const browseImages = (filters: LibraryFilters, onlyIds: string[] | undefined) =>
    page<ImageDocument>('IMAGE', index.images, screensQuery(filters, 'imageId', onlyIds), filters);

  /** Patterns have no views of their own; a trending sort falls back to the newest. */
  const browsePatterns = (filters: LibraryFilters, onlyIds: string[] | undefined) => {
    const newest = { ...filters, sortField: filters.sortField === 'trending' ? 'updatedAt' : filters.sortField };
    return page<PatternDocument>(undefined, index.patterns, screensQuery(newest, 'patternId', onlyIds), newest);
  };

  /** Contents have no views of their own; a trending sort falls back to the newest. */
  const browseContents = (filters: LibraryFilters) => {
    const newest = { ...filters, sortField: filters.sortField === 'trending' ? 'updatedAt' : filters.sortField };
    return page<ContentDocument>(undefined, index.contents, contentsQuery(newest), newest);
  };

  /**
   * How many apps and screens the filters match outside the caller's window (`visibleAppIds`): one
   * counting request on the screens index, plus one count on the apps index for an app browse.
   */
  async function lockedCounts(filters: LibraryFilters, kind: 'apps' | 'screens', visibleAppIds: string[]): Promise<{ apps: number; screens: number; previews: string[] }> {
    const queries = lockedQueries(filters, kind, visibleAppIds);
    const [screens, apps] = await Promise.all([
      es.search<{ url: string }>({ index: index.images, ...queries.screens }),
      queries.apps ? es.count({ index: index.apps, query: queries.apps.query }) : undefined,
    ]);
    const total = screens.hits.total;
    const screenCount = typeof total === 'number' ? total : (total?.value ?? 0);
    const appCount = apps ? apps.count : ((screens.aggregations as { apps?: { value: number } } | undefined)?.apps?.value ?? 0);
    // Only the blurred previews' paths leave here, never the screens' own links.
    const previews = screens.hits.hits.map((h) => blurs.pathOf(h._source?.url ?? '')).filter((p): p is string => Boolean(p));
    return { apps: appCount, screens: screenCount, previews };
  }

  /**
   * The wall of a keyword search: the apps outside the window whose names (or, unless `exact`, the
   * text inside whose screens) match (up to 1,000 of
   * them are followed), and their screens (with a few blurred previews' paths).
   */
  async function lockedSearchCounts(input: { keyword: string; exact: boolean; type: string; componentCodes: string[][] }, visibleAppIds: string[]) {
    const filter: object[] = [];
    if (input.type) filter.push({ term: { type: input.type } });
    filter.push(...everyComponent(input.componentCodes));
    const apps = await es.search({
      index: index.apps,
      query: { bool: { filter, must: [appKeywordClause(input.keyword, input.exact)], must_not: [{ ids: { values: visibleAppIds } }] } },
      size: 1000,
      _source: false,
      track_total_hits: true,
    });
    const ids = apps.hits.hits.map((h) => h._id!);
    const appCount = typeof apps.hits.total === 'number' ? apps.hits.total : (apps.hits.total?.value ?? 0);
    if (!ids.length) return { apps: appCount, screens: 0, previews: [] };
    const screens = await es.search<{ url: string }>({
      index: index.images,
      query: { bool: { filter: [{ terms: { appId: ids } }] } },
      size: LOCKED_PREVIEWS,
      sort: [{ updatedAt: { order: 'desc' } }, { imageId: { order: 'asc' } }],
      _source: ['url'],
      track_total_hits: true,
    });
    const total = screens.hits.total;
    const previews = screens.hits.hits.map((h) => blurs.pathOf(h._source?.url ?? '')).filter((p): p is string => Boolean(p));
    return { apps: appCount, screens: typeof total === 'number' ? total : (total?.value ?? 0), previews };
  }

  /**
   * Keyword search over app names and the text inside their screens (a name match ranks above a
   * text match; `exact` is names only), best match first, then the biggest.
   */
  async function searchApps(input: { keyword: string; exact: boolean; type: string; componentCodes: string[][]; offset: number; limit: number }, onlyIds: string[] | undefined) {
    const filter: object[] = [];
    if (input.type) filter.push({ term: { type: input.type } });
    filter.push(...everyComponent(input.componentCodes));
    if (onlyIds) filter.push({ ids: { values: onlyIds } });
    const result = await es.search<AppDocument>({
      index: index.apps,
      query: {
        bool: {
          filter,
          must: [appKeywordClause(input.keyword, input.exact)],
        },
      },
      sort: [{ _score: { order: 'desc' } }, { mau: { order: 'desc' } }, { appId: { order: 'asc' } }],
      from: input.offset,
      size: input.limit,
      track_total_hits: false,
    });
    return result.hits.hits.map((hit) => hit._source!);
  }

  /**
   * One document by id, read in real time (a get sees a write at once; a search only after the
   * index's next refresh, and each index refreshes on its own clock).
   */
  async function byId<T>(indexName: string, id: string, fields?: string[]): Promise<T | undefined> {
    // No document has an empty id or one longer than Elasticsearch's 512 bytes.
    if (!id || Buffer.byteLength(id) > 512) return undefined;
    try {
      return (await es.get<T>({ index: indexName, id, ...(fields && { _source_includes: fields }) }))._source;
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    }
  }

  /** Screens' OCR text with their app, by id (in real time); ids that are no screen are left out. */
  async function screenTexts(ids: string[]): Promise<{ imageId: string; appId: string; text?: string }[]> {
    const result = await es.mget<{ imageId: string; appId: string; text?: string }>({ index: index.images, ids, _source_includes: ['imageId', 'appId', 'text'] });
    return result.docs.flatMap((d) => ('found' in d && d.found && d._source ? [d._source] : []));
  }

  /** One app by id (in real time), or the biggest app of that name (and type). */
  async function findApp(by: { id: string } | { name: string; type?: AppType }): Promise<AppDocument | undefined> {
    if ('id' in by) return byId<AppDocument>(index.apps, by.id);
    const result = await es.search<AppDocument>({
      index: index.apps,
      query: { bool: { filter: [{ term: { nameKeys: nameKey(by.name) } }, ...(by.type ? [{ term: { type: by.type } }] : [])] } },
      sort: [{ mau: { order: 'desc' as const } }],
      size: 1,
    });
    return result.hits.hits[0]?._source;
  }

  /**
   * The patterns of an app as its card lists them, read in real time: a screen that browse shows is
   * on its app's page too, even while the patterns index has not refreshed yet.
   */
  async function patternsOfApp(app: Pick<AppDocument, 'patternIds'>): Promise<PatternDocument[]> {
    const ids = (app.patternIds ?? []).slice(0, 500);
    if (!ids.length) return [];
    const result = await es.mget<PatternDocument>({ index: index.patterns, ids });
    const found = result.docs.flatMap((d) => ('found' in d && d.found && d._source ? [d._source] : []));
    const time = (at: string) => Date.parse(at) || 0;
    return found.sort((a, b) => a.order - b.order || time(a.createdAt) - time(b.createdAt) || (a.patternId < b.patternId ? -1 : a.patternId > b.patternId ? 1 : 0));
  }

  async function mauRange(type: AppType) {
    const result = await es.search({
      index: index.apps,
      query: { term: { type } },
      size: 0,
      aggs: { min: { min: { field: 'mau' } }, max: { max: { field: 'mau' } }, count: { value_count: { field: 'appId' } } },
    });
    const aggs = result.aggregations as Record<string, { value: number | null }>;
    return { min: aggs.min!.value ?? 0, max: aggs.max!.value ?? 0, count: aggs.count!.value ?? 0 };
  }

  /**
   * The whole library's totals (the landing's statistics): apps by type and the newest change, every
   * screen, and the pattern codes the screens carry (a terms bucket per code: exact, where a
   * cardinality aggregation is an estimate). No window: the same numbers for every caller.
   */
  async function libraryTotals() {
    type Buckets = { buckets: { key: string; doc_count: number }[] };
    const [apps, images] = await Promise.all([
      es.search({ index: index.apps, size: 0, aggs: { types: { terms: { field: 'type', size: 10 } }, newest: { max: { field: 'updatedAt' } } } }),
      es.search({ index: index.images, size: 0, track_total_hits: true, aggs: { patterns: { terms: { field: 'patternCode', size: 10_000 } } } }),
    ]);
    const appAggs = apps.aggregations as { types: Buckets; newest: { value: number | null } };
    const byType = new Map(appAggs.types.buckets.map((b) => [b.key, b.doc_count]));
    const screens = typeof images.hits.total === 'number' ? images.hits.total : (images.hits.total?.value ?? 0);
    const patterns = (images.aggregations as { patterns: Buckets }).patterns.buckets.filter((b) => b.key !== '').length;
    return {
      apps: byType.get('MOBILE') ?? 0,
      websites: byType.get('WEBSITE') ?? 0,
      screens,
      patterns,
      updatedAt: appAggs.newest.value == null ? '' : new Date(appAggs.newest.value).toISOString(),
    };
  }

  /** The apps of a type grouped by category: up to 20 per category, biggest first. */
  async function appsByCategory(type: AppType, onlyIds: string[] | undefined) {
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
    const buckets = (result.aggregations as { groups: { buckets: { key: string; apps: { hits: { hits: Hit<AppDocument>[] } } }[] } }).groups.buckets;
    return buckets.map((b) => ({ code: b.key, apps: b.apps.hits.hits.map((h) => h._source!) }));
  }

  /** How many screens carry each code of a type, among the screens the filters leave. */
  async function screenCountsByCode(
    type: CodeType,
    filters: { appType?: AppType; scrappedDate?: string; appName?: string; exact: boolean },
    onlyIds: string[] | undefined,
  ): Promise<Map<string, number>> {
    const filter: object[] = onlyIds ? [{ terms: { appId: onlyIds } }] : [];
    if (filters.appType) filter.push({ term: { type: filters.appType } });
    if (filters.scrappedDate) filter.push({ range: { createdAt: { gte: filters.scrappedDate } } });
    if (filters.appName) {
      const apps = await es.search({
        index: index.apps,
        query: { bool: { must: [keywordClause(filters.appName, filters.exact)], filter: onlyIds ? [{ ids: { values: onlyIds } }] : [] } },
        size: 1000,
        _source: false,
      });
      filter.push({ terms: { appId: apps.hits.hits.map((h) => h._id!) } });
    }
    const result = await es.search({
      index: index.images,
      query: { bool: { filter } },
      size: 0,
      aggs: { codes: { terms: { field: CODE_FIELD[type], size: 1000 } } },
    });
    return new Map(
      (result.aggregations as { codes: { buckets: { key: string; doc_count: number }[] } }).codes.buckets.map((b) => [b.key, b.doc_count]),
    );
  }

  /**
   * The component options under a selection (issue 27), in one request: which components occur on
   * the screens of the type the caller may see (`present`: the options stay put while picking), and
   * each one's facet count — how many screens the selection answers with it added. Picks combine
   * with AND, so that is the selection's screens carrying it (per code: a terms aggregation); a group
   * (`groups`: code → itself and its members) counts the selection's screens carrying any member.
   */
  async function componentFacets(selection: LibraryFilters, groups: Map<string, string[]>, onlyIds: string[] | undefined) {
    type Buckets = { buckets: { key: string; doc_count: number }[] };
    const result = await es.search({
      index: index.images,
      query: { bool: { filter: [{ term: { type: selection.type } }, ...(onlyIds ? [{ terms: { appId: onlyIds } }] : [])] } },
      size: 0,
      aggs: {
        present: { terms: { field: 'componentCodes', size: 1000 } },
        selected: {
          filter: { bool: { filter: screenFilterClauses(selection, onlyIds) } },
          aggs: {
            codes: { terms: { field: 'componentCodes', size: 1000 } },
            ...(groups.size && { groups: { filters: { filters: Object.fromEntries([...groups].map(([code, members]) => [code, { terms: { componentCodes: members } }])) } } }),
          },
        },
      },
    });
    const aggs = result.aggregations as { present: Buckets; selected: { codes: Buckets; groups?: { buckets: Record<string, { doc_count: number }> } } };
    const counts = new Map(aggs.selected.codes.buckets.map((b) => [b.key, b.doc_count]));
    for (const [code, bucket] of Object.entries(aggs.selected.groups?.buckets ?? {})) counts.set(code, bucket.doc_count);
    return { present: new Set(aggs.present.buckets.map((b) => b.key)), counts };
  }

  /**
   * The options of a kind whose picks combine with OR (categories, patterns) under a selection, in
   * one request (issue 27): the codes on the screens of the type the caller may see (`present`, so
   * the options stay put while picking) and each one's facet count (`anyOfFacetQuery`).
   */
  async function anyOfFacets(kind: keyof typeof ANY_OF_KINDS, selection: LibraryFilters, options: Map<string, string[]>, onlyIds: string[] | undefined) {
    type Buckets = { buckets: { key: string; doc_count: number }[] };
    const { others, buckets } = anyOfFacetQuery(kind, selection, options, onlyIds);
    const result = await es.search({
      index: index.images,
      query: { bool: { filter: [{ term: { type: selection.type } }, ...(onlyIds ? [{ terms: { appId: onlyIds } }] : [])] } },
      size: 0,
      aggs: {
        present: { terms: { field: ANY_OF_KINDS[kind].field, size: 1000 } },
        selected: { filter: { bool: { filter: others } }, aggs: { ...(options.size && { options: { filters: { filters: buckets } } }) } },
      },
    });
    const aggs = result.aggregations as { present: Buckets; selected: { options?: { buckets: Record<string, { doc_count: number }> } } };
    const counts = new Map(Object.entries(aggs.selected.options?.buckets ?? {}).map(([code, bucket]) => [code, bucket.doc_count]));
    return { present: new Set(aggs.present.buckets.map((b) => b.key)), counts };
  }

  const contentExists = (id: string) => es.exists({ index: index.contents, id });

  /** Which app (and type) an app or a screen belongs to, to ask whether the caller may see it. */
  async function appOfItem(itemType: 'APP' | 'IMAGE', id: string) {
    return byId<{ appId: string; type: string }>(itemType === 'APP' ? index.apps : index.images, id, ['appId', 'type']);
  }

  return {
    latestAppIds,
    appNames,
    screenTexts,
    browseApps,
    browseImages,
    browsePatterns,
    browseContents,
    lockedCounts,
    lockedSearchCounts,
    searchApps,
    findApp,
    patternsOfApp,
    mauRange,
    libraryTotals,
    appsByCategory,
    screenCountsByCode,
    componentFacets,
    anyOfFacets,
    contentExists,
    appOfItem,
  };
}

export type LibraryIndex = ReturnType<typeof libraryIndex>;
