import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PALETTE, type PaletteName } from '@screenshelf/kit/palette';
import { call, pageOf, type Answer, type DataOf, type PagedOp, type Query, type Row, type Schema } from '../../shared/api';

/**
 * The library's calls (product-spec §7 "V2 browse", bookmarks, likes) and the shapes this feature
 * assumes of their answers. Browse answers are the search service's cards under `data`.
 */
export type AppCard = Schema<'AppCard'>;
export type ImageCard = Schema<'ScreenCard'>;
export type PatternCard = Schema<'PatternCard'>;
export type ContentCard = Schema<'ContentCard'>;
export type CodeNode = Schema<'CodeNode'>;
export type AppType = 'MOBILE' | 'WEBSITE';
export type CodeType = 'CATEGORY' | 'PATTERN' | 'COMPONENT';

/** The gateway's answer when a MAU or colour filter is used without a paid plan (product-spec §5, §6). */
export const MEMBERSHIP_REQUIRED = 'MEMBERSHIP_REQUIRED';

export const PAGE_SIZE = 24;

/** product-spec §9 colour filter values: the kit's one palette (the services filter and read colours by it). */
export const COLOURS = Object.entries(PALETTE).map(([value, key]) => ({ value, key: key as PaletteName }));

/** MAU bands offered by the MAU filter (inclusive bounds; no max means "and above"). */
export const MAU_BANDS = [
  { key: 'under1m', min: 0, max: 999_999 },
  { key: '1to5m', min: 1_000_000, max: 4_999_999 },
  { key: '5to10m', min: 5_000_000, max: 9_999_999 },
  { key: 'over10m', min: 10_000_000, max: undefined },
] as const;

/** The orders browse takes (the gateway's document says which). */
export type SortField = NonNullable<Query<'browseScreens'>['sortField']>;
const SORT_FIELDS: readonly SortField[] = ['mau', 'updatedAt', 'trending'] satisfies readonly SortField[];

/**
 * What a tab's home shows without a pattern or component picked: app cards, or the screens
 * themselves (newest or trending, large). Picking a component always lists screens. The flows view
 * lists flows (Flows.tsx), filtered by category and pattern only.
 */
export type LibraryView = 'apps' | 'screens' | 'flows';
export const LIBRARY_VIEWS: readonly LibraryView[] = ['apps', 'screens', 'flows'];

/** What the library is filtered by; it lives in the address so back and reload keep it. */
export interface Filters {
  sortField?: SortField;
  /** Absent: the view the person chose last on this device (`useLibraryView`). */
  view?: LibraryView;
  categoryCodes: string[];
  patternCodes: string[];
  componentCodes: string[];
  color?: string;
  minmau?: number;
  maxmau?: number;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const num = (value: string | null) => (value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : undefined);

export function filtersFromSearch(search: URLSearchParams): Filters {
  const sort = search.get('sort');
  return {
    sortField: SORT_FIELDS.find((f) => f === sort),
    view: LIBRARY_VIEWS.find((v) => v === search.get('view')),
    categoryCodes: list(search.get('category')),
    patternCodes: list(search.get('pattern')),
    componentCodes: list(search.get('component')),
    color: search.get('color') ?? undefined,
    minmau: num(search.get('minmau')),
    maxmau: num(search.get('maxmau')),
  };
}

export function searchFromFilters(filters: Filters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.sortField) search.set('sort', filters.sortField);
  if (filters.view) search.set('view', filters.view);
  if (filters.categoryCodes.length) search.set('category', filters.categoryCodes.join(','));
  if (filters.patternCodes.length) search.set('pattern', filters.patternCodes.join(','));
  if (filters.componentCodes.length) search.set('component', filters.componentCodes.join(','));
  if (filters.color) search.set('color', filters.color);
  if (filters.minmau !== undefined) search.set('minmau', String(filters.minmau));
  if (filters.maxmau !== undefined) search.set('maxmau', String(filters.maxmau));
  return search;
}

/** MAU and colour are the paid filters (product-spec §5). */
export const usesPaidFilters = (filters: Filters) => filters.color !== undefined || filters.minmau !== undefined || filters.maxmau !== undefined;

export const withoutPaidFilters = (filters: Filters): Filters => ({ ...filters, color: undefined, minmau: undefined, maxmau: undefined });

/** Which list answers these filters: screens for components or the screens view, patterns for patterns, else apps. */
export type BrowseKind = 'apps' | 'patterns' | 'images';
export function browseKindOf(filters: Filters): BrowseKind {
  if (filters.componentCodes.length || filters.view === 'screens') return 'images';
  if (filters.patternCodes.length) return 'patterns';
  return 'apps';
}

/** The browse operations: their queries and answers differ only in the filters each takes. */
export type BrowseOp = 'browseApps' | 'browsePatterns' | 'browseScreens';
const BROWSE_OPS: Record<BrowseKind, BrowseOp> = { apps: 'browseApps', patterns: 'browsePatterns', images: 'browseScreens' };
export type BrowseQuery = Query<'browseScreens'>;

export function browseParams(type: AppType, filters: Filters): BrowseQuery {
  return {
    type,
    sortField: filters.sortField,
    categoryCodes: filters.categoryCodes,
    patternCodes: filters.patternCodes.length ? filters.patternCodes : undefined,
    componentCodes: filters.componentCodes.length ? filters.componentCodes : undefined,
    color: filters.color,
    minmau: filters.minmau,
    maxmau: filters.maxmau,
  };
}

/**
 * product-spec §4 offset paging: the next page starts after everything loaded so far, and there is
 * none once a page comes back shorter than the limit.
 */
export function nextOffset(lastPageSize: number, loadedCount: number, limit: number): number | undefined {
  return lastPageSize < limit ? undefined : loadedCount;
}

/** An endless list of any offset-paged operation answering `{data: Row[]}`. */
export function usePagedList<Op extends PagedOp>(key: readonly unknown[], operationId: Op, query: Query<Op>, options: { enabled?: boolean; limit?: number } = {}) {
  const limit = options.limit ?? PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: [...key, operationId, query, limit],
    enabled: options.enabled ?? true,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Row<Op>[]> => pageOf<Op>(await call(operationId, { query: { ...query, limit, offset: pageParam }, signal })).rows,
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage.length, pages.reduce((n, page) => n + page.length, 0), limit),
  });
}

export type BrowseItem = AppCard | PatternCard | ImageCard;

/** The free tier's wall: what the filters match beyond the caller's window (absent for whole-library callers). */
export type Locked = Schema<'Locked'>;

/** A browse page as the gateway answers it: `{data, locked?}`. */
type BrowseAnswer = Answer<'browseApps'> | Answer<'browsePatterns'> | Answer<'browseScreens'>;
/** What the search box's words were read as (browseScreens with keyword and meaning; issue 28), the server's word. */
export type SearchReading = Pick<Schema<'SearchBoxScreens'>, 'understood' | 'didYouMean' | 'suggestions'>;
export type Understood = Schema<'Understood'>;
type BrowsePage<T = BrowseItem> = { data: T[]; locked?: Locked; reading?: SearchReading };

/**
 * The library's endless browse (offset paging as `usePagedList`); the pages are the cards, and
 * `locked` (the first page's, the server's word) says what a membership would add.
 */
export function useBrowse(type: AppType, filters: Filters, options: { enabled?: boolean } = {}) {
  const kind = browseKindOf(filters);
  return { kind, ...useBrowseList<BrowseItem>(['browse', kind], BROWSE_OPS[kind], browseParams(type, filters), options) };
}

/**
 * An endless list of a browse operation (`{data, locked?}`), like `usePagedList`, that also carries
 * the first page's `locked`: the library's grids and the search page's screens share it.
 */
export function useBrowseList<T extends BrowseItem>(key: readonly unknown[], operationId: BrowseOp, params: BrowseQuery, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: [...key, operationId, params, PAGE_SIZE],
    enabled: options.enabled ?? true,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<BrowsePage<T>> => {
      const answer: BrowseAnswer = await call<BrowseOp>(operationId, { query: { ...params, limit: PAGE_SIZE, offset: pageParam }, signal });
      const reading = 'understood' in answer ? { understood: answer.understood, didYouMean: answer.didYouMean, suggestions: answer.suggestions } : undefined;
      return { data: (answer.data ?? []) as T[], locked: answer.locked, reading };
    },
    getNextPageParam: (lastPage, pages) => nextOffset(lastPage.data.length, pages.reduce((n, page) => n + page.data.length, 0), PAGE_SIZE),
    select: (answer) => ({ pages: answer.pages.map((page) => page.data), pageParams: answer.pageParams, locked: answer.pages[0]?.locked, reading: answer.pages[0]?.reading }),
  });
  return { locked: query.data?.locked, reading: query.data?.reading, ...query };
}

/**
 * GET /api/v2/codes?type: the category, pattern or component tree with counts (asked once `enabled`).
 * With `selection` (and `appType`), each count is the server's facet count: how many screens the
 * library shows with that option picked too (components AND, categories and patterns OR within their kind).
 */
export function useCodes(type: CodeType, appType?: AppType, enabled = true, selection?: Filters) {
  const narrowedBy = selection && selectionParams(selection);
  const params: Query<'listCodes'> = { type, appType, ...narrowedBy };
  return useQuery({
    queryKey: ['codes', type, appType, ...(narrowedBy ? [narrowedBy] : [])],
    enabled,
    // A new selection keeps the options on screen (with their last counts) until its counts arrive.
    placeholderData: narrowedBy ? keepPreviousData : undefined,
    queryFn: async ({ signal }) => (await call('listCodes', { query: params, signal })).data ?? [],
  });
}

/** The filters that narrow the results (not their order), as browse and the component counts take them. */
const selectionParams = (filters: Filters): Omit<BrowseQuery, 'type' | 'sortField'> => {
  const { type: _type, sortField: _sort, ...selection } = browseParams('MOBILE', filters);
  return selection;
};

/** A code's name in the page's language (the other language when that one is empty). */
export const codeName = (lang: 'ko' | 'en', node: CodeNode) => (lang === 'en' ? node.nameEn || node.name : node.name || node.nameEn);

/** The names of `codes` in the page's language, in the order given (codes the tree lacks left out). */
export function codeNames(tree: CodeNode[], codes: string[], lang: 'ko' | 'en'): string[] {
  const names = new Map<string, string>();
  const walk = (nodes: CodeNode[]) => {
    for (const n of nodes) {
      names.set(n.code, codeName(lang, n));
      walk(n.children);
    }
  };
  walk(tree);
  return codes.flatMap((c) => names.get(c) ?? []);
}

/** The app page's data: the app's card fields (with the caller's `myLikeCount`) and, beside them, its patterns and their screens. */
export interface AppDetail {
  app: Omit<Schema<'AppWithPatterns'>, 'patterns'>;
  patterns: PatternCard[];
}

/** GET /api/apps/{id} (`getApp`): the query, for a page (useAppDetail) or a one-off fetch (the assistant's viewer). */
export const appDetailQuery = (appId: string) => ({
  queryKey: ['app', appId],
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<AppDetail> => {
    const { patterns, ...app } = (await call('getApp', { path: { id: appId }, signal })).data;
    return { app, patterns: patterns ?? [] };
  },
});

/** GET /api/apps/{id} (`getApp`). */
export function useAppDetail(appId: string) {
  return useQuery(appDetailQuery(appId));
}

export type AppProfile = Schema<'AppProfile'>;

/** GET /api/v2/apps/{id}/profile (`getAppProfile`): what anyone may know of an app, for its locked page. */
export function useAppProfile(appId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['app-profile', appId],
    queryFn: async ({ signal }) => (await call('getAppProfile', { path: { id: appId }, signal })).data,
    enabled,
  });
}

export const useContents = (params: Query<'browseContents'>) => usePagedList(['contents'], 'browseContents', params);

// ── Bookmarks ──

export type BookmarkTarget = 'PATTERN' | 'IMAGE';

export type Bookmark = Schema<'Bookmark'>;

const bookmarkListOp = (target: BookmarkTarget) => (target === 'PATTERN' ? 'listPatternBookmarks' : 'listScreenBookmarks');

export const useBookmarks = (target: BookmarkTarget, type?: AppType, enabled = true) =>
  usePagedList(['bookmarks', target], bookmarkListOp(target), { type }, { enabled });

/** POST /api/users/{userId}/bookmarks (legacy path, product-spec §7), body `{type, id}`. */
export const addBookmark = (userId: string, type: BookmarkTarget, id: string) =>
  call('addBookmark', { path: { userId }, body: { type, id } }).then((a) => a.data);

/** PUT /api/users/{userId}/bookmarks/{id}: unbookmarks (or bookmarks again). */
export const setBookmark = (userId: string, id: string, bookmarked: boolean) =>
  call('setBookmark', { path: { userId, id }, body: { bookmarked } }).then((a) => a.data);

// ── Likes (not in product-spec §7; the gateway's own path) ──

export type LikeItem = 'APP' | 'IMAGE';

export type LikeState = DataOf<'setLike'>;

/** PUT /api/v2/likes/{itemType}/{itemId} `{liked}` → the item's like counts. */
export const setLike = (itemType: LikeItem, itemId: string, liked: boolean) =>
  call('setLike', { path: { itemType, itemId }, body: { liked } }).then((a) => a.data);
