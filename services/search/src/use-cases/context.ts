import { createLogger, libraryAccess, type Caller, type Logger } from '@screenshelf/kit';
import { blurLinks } from '@screenshelf/kit/storage';
import type { BrowseAppsRequest__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/BrowseAppsRequest.js';
import type { BrowseCache } from '../browse-cache.js';
import type { CodeBookCache } from '../codebook.js';
import { assertMayUseFilters, parseBrowseFilters, type LibraryFilters } from '../domain/browse.js';
import { assertKnownCodes, type CodeBook } from '../domain/codes.js';
import type { Vocabulary } from '../domain/understand.js';
import type { EmbeddingsPort } from '../embeddings.js';
import { DEFAULT_VECTORS, type Client, type ImageDocument, type VectorSpace } from '../indices.js';
import { libraryIndex } from '../library-index.js';
import { retriever } from '../retrieval.js';
import type { TrendingStore } from '../trending.js';

export interface SearchDeps {
  es: Client;
  prefix: string;
  codes: CodeBookCache;
  trending: TrendingStore;
  reindex: () => Promise<{ indices: string[]; apps: number; images: number; contents: number; ms: number }>;
  /** The internal secret: the blurred previews' links are sealed with a key derived from it. */
  secret: string;
  /** Retrieval: the embeddings port (none: keyword only) and the configured vector space. */
  embeddings?: EmbeddingsPort;
  vectors?: VectorSpace;
  /** The cosine similarity a screen needs to be added to a keyword search by meaning. */
  minSimilarity?: number;
  logger?: Logger;
  /** Browse answers kept until the catalog changes (browse-cache.ts); none: every call asks Elasticsearch. */
  cache?: BrowseCache;
}

/**
 * What every search use case shares: the library index, the access rule, the retriever, and the
 * steps several calls take (filters checked against the codes, the wall, screens by meaning, the
 * vocabulary with the apps' names).
 */
export function searchContext({ es, prefix, codes, trending, reindex, secret, embeddings, vectors, minSimilarity, logger, cache }: SearchDeps) {
  const library = libraryIndex(es, prefix, trending, blurLinks(secret));

  /** Parses, checks codes against the catalog's, and widens group codes to their members. */
  const filtersOf = async (request: Partial<BrowseAppsRequest__Output>, caller: Caller) => {
    const filters = parseBrowseFilters({
      ...request,
      color: request.color || undefined,
      sortField: request.sortField || undefined,
      type: request.type || undefined,
      limit: request.limit || undefined,
      minMau: request.minMau ?? undefined,
      maxMau: request.maxMau ?? undefined,
      isSelfPublished: request.isSelfPublished ?? undefined,
      keyword: request.keyword || undefined,
    });
    const book = await checkedCodes(filters);
    assertMayUseFilters(filters, caller);
    // Categories and patterns: any of them; components: every pick (AND), see domain/browse.ts.
    const expanded: LibraryFilters = {
      ...filters,
      categoryCodes: book.expand('CATEGORY', filters.categoryCodes),
      patternCodes: book.expand('PATTERN', filters.patternCodes),
      componentCodes: book.expandEach('COMPONENT', filters.componentCodes),
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
  const access = libraryAccess(library.latestAppIds);
  const { visibleAppIds } = access;
  const { retrieve, similarScreens, screensLike, knowsWords } = retriever({
    es,
    prefix,
    access,
    embeddings,
    vectors: vectors ?? DEFAULT_VECTORS,
    minSimilarity,
    logger: logger ?? createLogger('search', 'silent'),
  });

  /**
   * A keyword search of screens that asks for `meaning` (the search box) also finds them by meaning: when the first page of exact matches
   * (words inside the screens) is short, it is filled with the screens most similar to the keyword
   * (vectors, at least minSimilarity), under the same filters and window. Only the first page, so
   * paging stays that of the keyword matches; not with `single` or a trending sort.
   */
  const withSimilarScreens = async (meaning: boolean, filters: LibraryFilters, visible: string[] | undefined, page: { doc: ImageDocument; score: number }[]) => {
    if (!meaning || !filters.keyword || filters.offset > 0 || filters.single || filters.sortField === 'trending' || page.length >= filters.limit) return page;
    const similar = await similarScreens(filters, visible, filters.limit - page.length, page.map(({ doc }) => doc.imageId)).catch(() => []);
    return [...page, ...similar.map((doc) => ({ doc, score: 0 }))];
  };

  /** The wall (what is locked) for a caller with a window; nothing for one who sees the whole library. */
  const lockedOf = (filters: LibraryFilters, kind: 'apps' | 'screens', visible: string[] | undefined) =>
    visible ? library.lockedCounts(filters, kind, visible) : Promise.resolve(undefined);

  // The vocabulary with the apps' names, read again at most every 30 s (or when the codes change).
  let named: { at: number; book: CodeBook; vocabulary: Vocabulary; typeOf: Map<string, string> } | undefined;
  const vocabularyOf = async (book: CodeBook) => {
    if (named && named.book === book && Date.now() - named.at < 30_000) return named;
    const apps = await library.appNames().catch(() => []);
    named = { at: Date.now(), book, vocabulary: book.vocabularyWith(apps), typeOf: new Map(apps.map((a) => [a.appId, a.type])) };
    return named;
  };

  return {
    codes,
    trending,
    reindex,
    cache,
    library,
    access,
    visibleAppIds,
    filtersOf,
    checkedCodes,
    retrieve,
    screensLike,
    knowsWords,
    withSimilarScreens,
    lockedOf,
    vocabularyOf,
  };
}

export type SearchContext = ReturnType<typeof searchContext>;
