import { z } from 'zod';
import { BROWSE_PAGE_MAX, BROWSE_SORTS, colourFilter, DomainError, plainText, FREE_APPS_PER_TYPE, MAU_RANGE_MSG, mauRangeInOrder, MAX_MAU, MAX_WINDOW, parseOrThrow, seesWholeLibrary, type Caller, APP_TYPES } from '@screenshelf/kit';
import { textClause } from './keywords.js';

/** The most cards one page holds (the kit's, as the gateway's query takes it). */
export const MAX_PAGE = BROWSE_PAGE_MAX;

export const MEMBERSHIP_REQUIRED_MSG = 'You need a membership to use the MAU/Color Search feature.';

const codes = z.array(z.string().min(1).max(40)).max(50).default([]);

export const BrowseFilters = z
  .object({
    sortField: z.enum(BROWSE_SORTS).default('updatedAt'),
    categoryCodes: codes,
    patternCodes: codes,
    componentCodes: codes,
    color: colourFilter.optional(),
    minMau: z.number().int().min(0).max(MAX_MAU).optional(),
    maxMau: z.number().int().min(0).max(MAX_MAU).optional(),
    limit: z.number().int().min(1).max(MAX_PAGE).default(20),
    offset: z.number().int().min(0).max(MAX_WINDOW).default(0),
    single: z.boolean().default(false),
    type: z.enum(APP_TYPES).default('MOBILE'),
    isSelfPublished: z.boolean().optional(),
    /** Words inside the screens (their OCR text); screens and patterns only. */
    keyword: plainText(100).optional(),
  })
  .refine((f) => mauRangeInOrder(f.minMau, f.maxMau), { message: MAU_RANGE_MSG, path: ['minMau'] })
  .refine((f) => f.offset + f.limit <= MAX_WINDOW, { message: `offset + limit must not pass ${MAX_WINDOW}`, path: ['offset'] });
export type BrowseFilters = z.infer<typeof BrowseFilters>;

export function parseBrowseFilters(input: unknown): BrowseFilters {
  return parseOrThrow(BrowseFilters, input, 'browse filters');
}

/**
 * Filters with their codes widened (a group code stands for its members). Categories and patterns
 * are one list each: a result has any of them. Components are one list per pick: a screen has every
 * pick (AND), each pick by any code of its group.
 */
export type LibraryFilters = Omit<BrowseFilters, 'componentCodes'> & {
  componentCodes: string[][];
  /** Screens showing any of these words (each as `keyword` is matched): the search box's words of a code no screen carries. */
  anyKeywords?: string[];
};

type Clause = Record<string, unknown>;

/**
 * Picked components combine with AND ("bottom sheet" and "stepper": screens with both), so picking
 * one more narrows; one clause per pick. On a screen this is per screen; on an app or pattern card it
 * is over the codes of all its screens together (the card's union).
 */
export const everyComponent = (picks: string[][]): Clause[] => picks.filter((codes) => codes.length).map((codes) => ({ terms: { componentCodes: codes } }));

/** MAU and colour search are a paid feature (product-spec §5, §6); checked here, never in the browser. */
export function assertMayUseFilters(filters: Pick<BrowseFilters, 'color' | 'minMau' | 'maxMau'>, caller: Caller): void {
  const usesPaidFilter = filters.color !== undefined || filters.minMau !== undefined || filters.maxMau !== undefined;
  if (usesPaidFilter && !seesWholeLibrary(caller)) throw new DomainError('MEMBERSHIP_REQUIRED', MEMBERSHIP_REQUIRED_MSG, 'forbidden');
}

const mauRange = (filters: Pick<BrowseFilters, 'minMau' | 'maxMau'>): Clause[] =>
  filters.minMau !== undefined || filters.maxMau !== undefined
    ? [{ range: { mau: { ...(filters.minMau !== undefined && { gte: filters.minMau }), ...(filters.maxMau !== undefined && { lte: filters.maxMau }) } } }]
    : [];

const sortOf = (filters: Pick<BrowseFilters, 'sortField'>, tieBreak: string) => [
  { [filters.sortField === 'mau' ? 'mau' : 'updatedAt']: { order: 'desc' } },
  { [tieBreak]: { order: 'asc' } },
];

const page = (filters: Pick<BrowseFilters, 'offset' | 'limit'>) => ({ from: filters.offset, size: filters.limit, track_total_hits: false });

/** The Elasticsearch query for an app browse; `onlyIds` narrows it to what a free caller may see. */
export function appsQuery(filters: LibraryFilters, onlyIds?: string[]) {
  const filter: Clause[] = [{ term: { type: filters.type } }];
  if (filters.categoryCodes.length) filter.push({ terms: { categoryCodes: filters.categoryCodes } });
  filter.push(...mauRange(filters));
  if (filters.color) filter.push({ term: { colors: filters.color } });
  if (onlyIds) filter.push({ ids: { values: onlyIds } });
  return {
    query: { bool: { filter } },
    sort: sortOf(filters, 'appId'),
    ...page(filters),
    size: filters.single ? 1 : filters.limit,
  };
}

/**
 * The filter clauses of a screen or pattern browse: app filters (type, categories, MAU), any of the
 * pattern codes, every picked component, colour, keyword and the caller's window.
 */
export function screenFilterClauses(filters: Omit<LibraryFilters, 'sortField' | 'limit' | 'offset' | 'single'>, onlyAppIds?: string[]): Clause[] {
  const filter: Clause[] = [{ term: { type: filters.type } }];
  if (filters.categoryCodes.length) filter.push({ terms: { categoryCodes: filters.categoryCodes } });
  if (filters.patternCodes.length) filter.push({ terms: { patternCode: filters.patternCodes } });
  filter.push(...everyComponent(filters.componentCodes));
  filter.push(...mauRange(filters));
  if (filters.color) filter.push({ term: { colors: filters.color } });
  if (filters.keyword) filter.push(textClause(filters.keyword));
  if (filters.anyKeywords?.length) filter.push({ bool: { should: filters.anyKeywords.map(textClause), minimum_should_match: 1 } });
  if (onlyAppIds) filter.push({ terms: { appId: onlyAppIds } });
  return filter;
}

/** The kinds whose picks combine with OR: their code lists in a selection and their screen field. */
export const ANY_OF_KINDS = {
  CATEGORY: { key: 'categoryCodes', field: 'categoryCodes' },
  PATTERN: { key: 'patternCodes', field: 'patternCode' },
} as const;

/**
 * Facet counts of a kind whose picks combine with OR (categories, patterns; issue 27), as component
 * counts are: each option's count is the number of screens the selection answers with it picked too.
 * So the kind's own picks leave the selection's clauses (`others`: every other filter, as browse
 * applies it) and come back in each option's bucket, or'ed with the option (a group code: any of
 * its members, `options` maps each code to what picking it means). A picked option's count is the
 * selection's own total; an unpicked one's, what the list would hold once it is added.
 */
export function anyOfFacetQuery(
  kind: keyof typeof ANY_OF_KINDS,
  selection: Omit<LibraryFilters, 'sortField' | 'limit' | 'offset' | 'single'>,
  options: Map<string, string[]>,
  onlyAppIds?: string[],
) {
  const { key, field } = ANY_OF_KINDS[kind];
  const picked = selection[key];
  return {
    others: screenFilterClauses({ ...selection, [key]: [] }, onlyAppIds),
    buckets: Object.fromEntries([...options].map(([code, members]) => [code, { terms: { [field]: [...new Set([...picked, ...members])] } }])),
  };
}

/** Screens or patterns under the filters (`screenFilterClauses`); `single` keeps one card per app. */
export function screensQuery(filters: LibraryFilters, idField: 'imageId' | 'patternId', onlyAppIds?: string[]) {
  const filter = screenFilterClauses(filters, onlyAppIds);
  return {
    query: { bool: { filter } },
    sort: sortOf(filters, idField),
    ...page(filters),
    ...(filters.single && { collapse: { field: 'appId' } }),
  };
}

/** How many locked screens the wall shows as blurred previews. */
export const LOCKED_PREVIEWS = 4;

/**
 * The free tier's wall: what the same filters match outside the caller's window. Apps are counted
 * on the apps index (an app browse) or as the distinct apps of the matching screens (a screen or
 * pattern browse); screens on the screens index, with the links of a few of them (for blurred
 * previews) — counts and a handful of links, never a second page.
 */
export function lockedQueries(filters: LibraryFilters, kind: 'apps' | 'screens', visibleAppIds: string[]) {
  // An app browse ignores pattern and component codes; its screens are those of the matching apps.
  const screenFilters = kind === 'apps' ? { ...filters, patternCodes: [], componentCodes: [] } : filters;
  const outside = (query: { bool: { filter: Clause[] } }, field: '_id' | 'appId') => ({
    bool: { filter: query.bool.filter, must_not: [field === '_id' ? { ids: { values: visibleAppIds } } : { terms: { appId: visibleAppIds } }] },
  });
  const screens = {
    query: outside(screensQuery(screenFilters, 'imageId').query, 'appId'),
    // A few of the newest locked screens give the wall its blurred previews.
    size: LOCKED_PREVIEWS,
    sort: [{ updatedAt: { order: 'desc' as const } }, { imageId: { order: 'asc' as const } }],
    _source: ['url'],
    track_total_hits: true,
    ...(kind === 'screens' && { aggs: { apps: { cardinality: { field: 'appId', precision_threshold: 40_000 } } } }),
  };
  const apps = kind === 'apps' ? { query: outside(appsQuery(filters).query, '_id') } : undefined;
  return { screens, apps };
}

/** Articles: categories, patterns, colour, MAU (of the app they are about) and self-published or not. */
export function contentsQuery(filters: LibraryFilters) {
  const filter: Clause[] = [];
  if (filters.categoryCodes.length) filter.push({ terms: { categoryCodes: filters.categoryCodes } });
  if (filters.patternCodes.length) filter.push({ terms: { patternCodes: filters.patternCodes } });
  filter.push(...mauRange(filters));
  if (filters.color) filter.push({ term: { colors: filters.color } });
  if (filters.isSelfPublished !== undefined) filter.push({ term: { isSelfPublished: filters.isSelfPublished } });
  return {
    query: { bool: { filter } },
    sort: sortOf(filters, 'contentId'),
    ...page(filters),
    size: filters.single ? 1 : filters.limit,
  };
}

/** The query for the newest apps of a type: what the free tier may see. */
export function latestAppsQuery(type: BrowseFilters['type']) {
  return {
    query: { bool: { filter: [{ term: { type } }] } },
    sort: [{ createdAt: { order: 'desc' } }, { appId: { order: 'asc' } }],
    size: FREE_APPS_PER_TYPE,
    _source: false,
  };
}

/**
 * Orders a trending page: items ranked by decayed views come first (highest score first), then the
 * rest by updatedAt. Given how many ranked items matched, says which slice each part supplies.
 */
export function trendingSlices(offset: number, limit: number, rankedMatches: number) {
  const rankedFrom = Math.min(offset, rankedMatches);
  const rankedTake = Math.max(0, Math.min(limit, rankedMatches - offset));
  const restFrom = Math.max(0, offset - rankedMatches);
  const restTake = limit - rankedTake;
  return { rankedFrom, rankedTake, restFrom, restTake };
}
