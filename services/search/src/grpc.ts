import { z } from 'zod';
import { errors as esErrors } from '@elastic/elasticsearch';
import {
  APP_TYPES,
  createLogger,
  DomainError,
  isoDay,
  libraryAccess,
  MAX_WINDOW,
  notFound,
  cleanScreenText,
  cutAtWord,
  parseOrThrow,
  plainText,
  requireRole,
  seesWholeLibrary,
  SIMILAR_SCREENS_MAX,
  validationError,
  type AsyncHandlers,
  type Caller,
  type Logger,
} from '@screenshelf/kit';
import { blurLinks } from '@screenshelf/kit/storage';
import type { SearchHandlers } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { BrowseAppsRequest__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/BrowseAppsRequest.js';
import { PATTERN_CARD_SCREENS, toAppCard, toAppProfile, toContentCard, toImageCard, toPatternCard } from './cards.js';
import type { CodeBookCache } from './codebook.js';
import { assertMayUseFilters, parseBrowseFilters, type LibraryFilters } from './domain/browse.js';
import { assertKnownCodes, CODE_TYPES, type CodeBook } from './domain/codes.js';
import type { Client } from './indices.js';
import { libraryIndex } from './library-index.js';
import { parseRetrieve } from './domain/retrieve.js';
import { nearestCodes, understandQuery, type Reading, type Vocabulary } from './domain/understand.js';
import type { EmbeddingsPort } from './embeddings.js';
import { DEFAULT_VECTORS, type ImageDocument, type VectorSpace } from './indices.js';
import { retriever } from './retrieval.js';
import type { TrendingStore } from './trending.js';
import type { BrowseCache } from './browse-cache.js';

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

const SimilarInput = z.object({ imageId: z.string().min(1).max(64), limit: z.number().int().min(1).max(SIMILAR_SCREENS_MAX).default(12) });
const ViewInput = z.object({ itemType: z.enum(['APP', 'IMAGE', 'CONTENT']), itemId: z.string().min(1).max(64), viewer: z.string().max(128) });


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

/** The Search calls: decode the request, ask the library index, encode the cards. */
export function searchHandlers({ es, prefix, codes, trending, reindex, secret, embeddings, vectors, minSimilarity, logger, cache }: SearchDeps): AsyncHandlers<SearchHandlers> {
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

  /**
   * A browse answer from the cache when it may be: keyed by the call, the expanded filters and what
   * the library-access rule lets the caller see (`visible`); never a trending sort (views move it,
   * not the catalog) nor a search by meaning (vectors arrive in the background, not by catalog events).
   */
  const kept = <T extends object>(call: string, filters: LibraryFilters, visible: string[] | undefined, meaning: boolean, compute: () => Promise<T>) =>
    cache && filters.sortField !== 'trending' && !meaning ? cache.get(JSON.stringify([call, filters, visible ?? null]), compute) : compute();

  /**
   * The search box (BrowseImages with a keyword and `meaning`, issue 28): the keyword is read against
   * the codes' vocabulary (domain/understand.ts). What it names — patterns, components, categories,
   * a platform, a MAU size (members only) — narrows the screens; the words left over are looked for
   * in the screens' text, then by meaning, under those codes; the first page is then filled with
   * the other screens of the codes. Nothing understood: text, then meaning, as before. An empty
   * answer carries the patterns and components nearest to the keyword.
   */
  /** The names and synonyms of the pattern and component codes a query named (words a screen may show). */
  const codeWords = (book: CodeBook, reading: Reading) =>
    [
      ...new Set(
        [...reading.patternCodes.map((c) => book.entry('PATTERN', c)), ...reading.componentCodes.map((c) => book.entry('COMPONENT', c))]
          .flatMap((e) => (e ? [e.name, e.nameEn, ...(e.synonyms ?? [])] : []))
          .filter((w) => w.trim().length >= 2),
      ),
    ].slice(0, 40);

  // The vocabulary with the apps' names, read again at most every 30 s (or when the codes change).
  let named: { at: number; book: CodeBook; vocabulary: Vocabulary; typeOf: Map<string, string> } | undefined;
  const vocabularyOf = async (book: CodeBook) => {
    if (named && named.book === book && Date.now() - named.at < 30_000) return named;
    const apps = await library.appNames().catch(() => []);
    named = { at: Date.now(), book, vocabulary: book.vocabularyWith(apps), typeOf: new Map(apps.map((a) => [a.appId, a.type])) };
    return named;
  };

  const searchBox = async (filters: LibraryFilters, book: CodeBook, caller: Caller) => {
    const { vocabulary, typeOf } = await vocabularyOf(book);
    const reading: Reading = understandQuery(filters.keyword!, vocabulary, { mayFilterByMau: seesWholeLibrary(caller) });
    // Apps named ("토스 송금"): their screens, of their type unless a platform word says otherwise.
    const appTypes = [...new Set(reading.appIds.map((id) => typeOf.get(id)))];
    const appType = appTypes.length === 1 && (appTypes[0] === 'MOBILE' || appTypes[0] === 'WEBSITE') ? appTypes[0] : undefined;
    const understood = reading.understood.length > 0;
    const narrowed: LibraryFilters = understood
      ? {
          ...filters,
          type: reading.type ?? appType ?? filters.type,
          categoryCodes: [...new Set([...filters.categoryCodes, ...book.expand('CATEGORY', reading.categoryCodes)])],
          patternCodes: [...new Set([...filters.patternCodes, ...book.expand('PATTERN', reading.patternCodes)])],
          componentCodes: [...filters.componentCodes, ...book.expandEach('COMPONENT', reading.componentCodes)],
          minMau: reading.minMau ?? filters.minMau,
          maxMau: reading.maxMau ?? filters.maxMau,
          keyword: reading.rest || undefined,
        }
      : filters;
    const visible = await visibleAppIds(caller, narrowed.type);
    // The screens looked for: of the apps named (those the caller may open), else of the caller's window.
    const apps = reading.appIds.length ? reading.appIds.filter((id) => !visible || visible.includes(id)) : visible;
    const [page, locked] = await Promise.all([
      (async () => {
        // The codes' screens that also show (or mean) the remaining words, then their other screens.
        const under = async (narrow: LibraryFilters) => {
          let found = await library.browseImages(narrow, apps);
          if (narrow.keyword) found = await withSimilarScreens(true, narrow, apps, found);
          if (understood && narrow.keyword && filters.offset === 0 && found.length < filters.limit) {
            const seen = new Set(found.map(({ doc }) => doc.imageId));
            const more = await library.browseImages({ ...narrow, keyword: undefined }, apps);
            found = [...found, ...more.filter(({ doc }) => !seen.has(doc.imageId))].slice(0, filters.limit);
          }
          return found;
        };
        let found = await under(narrowed);
        if (!understood || found.length || filters.offset > 0) return found;
        // Nothing carries every code: a pattern (or category) with a component named ("checkout
        // bottom sheet") is looked for without the components before anything else.
        if (reading.componentCodes.length && (reading.patternCodes.length || reading.categoryCodes.length)) {
          found = await under({ ...narrowed, componentCodes: filters.componentCodes });
          if (found.length) return found;
        }
        // Then without the category named ("shopping basket": the carts of every kind of app).
        if (reading.categoryCodes.length && (reading.patternCodes.length || reading.componentCodes.length)) {
          found = await under({ ...narrowed, categoryCodes: filters.categoryCodes });
          if (found.length) return found;
        }
        // No screen carries the codes (a library without Favorites screens): the screens that show
        // one of their words ("Saved", "찜"), else the whole keyword by meaning.
        const words = codeWords(book, reading);
        const relaxed: LibraryFilters = { ...narrowed, patternCodes: filters.patternCodes, componentCodes: filters.componentCodes, keyword: undefined, anyKeywords: words };
        found = words.length ? await library.browseImages(relaxed, apps) : [];
        if (!found.length) found = await withSimilarScreens(true, { ...relaxed, anyKeywords: undefined, keyword: filters.keyword }, apps, []);
        return found;
      })(),
      lockedOf(understood ? { ...narrowed, keyword: undefined } : narrowed, 'screens', visible),
    ]);
    const emptyAnswer = page.length === 0 && filters.offset === 0;
    return {
      data: page.map(({ doc, score }) => toImageCard(doc, book, score)),
      locked,
      understood: reading.understood,
      didYouMean: reading.didYouMean ?? '',
      suggestions: emptyAnswer ? nearestCodes(filters.keyword!, vocabulary).map((s) => ({ ...s, text: '' })) : [],
    };
  };

  const handlers: AsyncHandlers<SearchHandlers> = {
    async BrowseApps(request, { caller }) {
      const { filters } = await filtersOf(request, caller);
      const visible = await visibleAppIds(caller, filters.type);
      return kept('apps', filters, visible, false, async () => {
        const [page, locked] = await Promise.all([library.browseApps(filters, visible), lockedOf(filters, 'apps', visible)]);
        return { data: page.map(({ doc, score }) => toAppCard(doc, score)), locked };
      });
    },

    async BrowseImages(request, { caller }) {
      const { filters, book } = await filtersOf(request, caller);
      if (request.meaning && filters.keyword && !filters.single && filters.sortField !== 'trending') return searchBox(filters, book, caller);
      const visible = await visibleAppIds(caller, filters.type);
      return kept('images', filters, visible, request.meaning, async () => {
        const [page, locked] = await Promise.all([
          library.browseImages(filters, visible).then((p) => withSimilarScreens(request.meaning, filters, visible, p)),
          lockedOf(filters, 'screens', visible),
        ]);
        return { data: page.map(({ doc, score }) => toImageCard(doc, book, score)), locked };
      });
    },

    async BrowsePatterns(request, { caller }) {
      const { filters, book } = await filtersOf(request, caller);
      const visible = await visibleAppIds(caller, filters.type);
      return kept('patterns', filters, visible, false, async () => {
        const [page, locked] = await Promise.all([library.browsePatterns(filters, visible), lockedOf(filters, 'screens', visible)]);
        return { data: page.map(({ doc }) => toPatternCard(doc, book, PATTERN_CARD_SCREENS)), locked };
      });
    },

    async BrowseContents(request, { caller }) {
      // Articles are open to everyone (product-spec §6); MAU and colour still need a membership.
      const { filters } = await filtersOf(request, caller);
      return { data: (await library.browseContents(filters)).map(({ doc }) => toContentCard(doc)) };
    },

    async SearchApps(request, { caller }) {
      const input = parseOrThrow(SearchAppsInput, { ...request, type: request.type || undefined, limit: request.limit || undefined }, 'search');
      const book = await checkedCodes({ componentCodes: input.componentCodes });
      const query = { ...input, componentCodes: book.expandEach('COMPONENT', input.componentCodes) };
      const visible = await visibleAppIds(caller, input.type);
      const [apps, locked] = await Promise.all([
        library.searchApps(query, visible),
        visible ? library.lockedSearchCounts(query, visible) : undefined,
      ]);
      return { data: apps.map((app) => toAppCard(app)), locked };
    },

    async GetApp(request, { caller }) {
      const type = request.type ? parseOrThrow(z.enum(APP_TYPES), request.type, 'type') : undefined;
      const name = request.id ? '' : parseOrThrow(plainText(200), request.name, 'app name');
      const app = await library.findApp(request.id ? { id: request.id } : { name, type });
      await access.assertMayView(caller, app);
      if (!app) throw notFound('App'); // (assertMayView has already refused a missing app)
      const [book, patterns] = await Promise.all([codes.get(), library.patternsOfApp(app)]);
      return { app: toAppCard(app), patterns: patterns.map((p) => toPatternCard(p, book)) };
    },

    async GetAppProfile(request, { caller }) {
      const app = await library.findApp({ id: request.id });
      if (!app) throw notFound('App');
      return toAppProfile(app, await access.mayView(caller, app));
    },

    async MauRange(request) {
      const type = parseOrThrow(z.enum(APP_TYPES).default('MOBILE'), request.type || undefined, 'type');
      return library.mauRange(type);
    },

    // The landing's totals: the whole library whoever asks (no caller in the key), kept like a browse
    // answer (forgotten at the next catalog change, at most the cache's maxAgeMs old).
    async LibraryStats() {
      return cache ? cache.get(JSON.stringify(['stats']), library.libraryTotals) : library.libraryTotals();
    },

    async AppGroups(request, { caller }) {
      const type = parseOrThrow(z.enum(APP_TYPES).default('MOBILE'), request.type || undefined, 'type');
      const groups = await library.appsByCategory(type, await visibleAppIds(caller, type));
      const book = await codes.get();
      const order = new Map(book.tree('CATEGORY').flatMap(function flat(n): [string, number][] {
        return [[n.code, 0], ...n.children.flatMap(flat)];
      }).map(([code], i) => [code, i]));
      return {
        data: groups
          .map((g) => ({ code: g.code, name: book.name('CATEGORY', g.code), apps: g.apps.map((app) => toAppCard(app)) }))
          .sort((a, b) => (order.get(a.code) ?? 1e9) - (order.get(b.code) ?? 1e9)),
      };
    },

    async ListCodes(request, { caller }) {
      const input = parseOrThrow(
        ListCodesInput,
        { type: request.type, exact: request.exact, appType: request.appType || undefined, appName: request.appName || undefined, scrappedDate: request.scrappedDate || undefined },
        'codes query',
      );
      const selected = request.categoryCodes.length + request.patternCodes.length + request.componentCodes.length > 0 || Boolean(request.color) || request.minMau != null || request.maxMau != null;
      const inLibrary = input.appType !== undefined && !input.appName && !input.scrappedDate;
      const facets = inLibrary && (input.type === 'COMPONENT' || selected);
      if (selected && !facets) throw validationError('A selection narrows the library\'s counts only (with appType, without appName or scrapped_date)', [{ path: 'componentCodes', message: 'not allowed here' }]);
      if (facets && (input.type === 'CATEGORY' || input.type === 'PATTERN')) {
        // Category and pattern facet counts (issue 27): what browse answers with the option picked too,
        // or'ed with the picks of its kind (domain/browse.ts anyOfFacetQuery).
        const { filters: selection, book } = await filtersOf({ ...request, type: input.appType, sortField: '', limit: 0, offset: 0, single: false, keyword: '', isSelfPublished: undefined }, caller);
        const { present, counts } = await library.anyOfFacets(input.type, selection, book.options(input.type), await visibleAppIds(caller, selection.type));
        for (const code of input.type === 'CATEGORY' ? request.categoryCodes : request.patternCodes) present.add(code); // a pick stays on the list, to be unpicked
        return { data: book.facetTree(input.type, present, counts) };
      }
      if (facets) {
        // Facet counts (issue 27): each component's count is what browse answers with it picked too.
        const { filters: selection, book } = await filtersOf({ ...request, type: input.appType, sortField: '', limit: 0, offset: 0, single: false, keyword: '', isSelfPublished: undefined }, caller);
        const { present, counts } = await library.componentFacets(selection, book.groups('COMPONENT'), await visibleAppIds(caller, selection.type));
        for (const code of request.componentCodes) present.add(code); // a pick stays on the list, to be unpicked
        return { data: book.facetTree('COMPONENT', present, counts) };
      }
      const book = await codes.get();
      const narrowed = Boolean(input.appName || input.scrappedDate || input.appType);
      // Counts are of the screens the caller may see.
      const counts = await library.screenCountsByCode(input.type, input, await visibleAppIds(caller, input.appType));
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

    // Hybrid retrieval (retrieval.ts): keyword and vectors per kind, fused; only what the caller may open.
    async Retrieve(request, { caller }) {
      const input = parseRetrieve(request);
      const book = await checkedCodes(input);
      return retrieve(
        {
          ...input,
          categoryCodes: book.expand('CATEGORY', input.categoryCodes),
          patternCodes: book.expand('PATTERN', input.patternCodes),
          componentCodes: book.expandEach('COMPONENT', input.componentCodes),
        },
        caller,
        book,
      );
    },

    // The one reading of a query (domain/understand.ts) for the assistant and /mcp, as the search box reads it.
    async Understand(request, { caller }) {
      const query = parseOrThrow(plainText(2000), request.query, 'query');
      const { vocabulary } = await vocabularyOf(await codes.get());
      const reading = understandQuery(query, vocabulary, { mayFilterByMau: seesWholeLibrary(caller) });
      return {
        understood: reading.understood,
        patternCodes: reading.patternCodes,
        componentCodes: reading.componentCodes,
        categoryCodes: reading.categoryCodes,
        appIds: reading.appIds,
        type: reading.type ?? '',
        rest: reading.rest,
        didYouMean: reading.didYouMean ?? '',
        known: reading.rest ? await knowsWords(reading.rest) : false,
      };
    },

    async ScreenTexts(request, { caller }) {
      const ids = parseOrThrow(z.array(z.string().min(1).max(64)).max(100), request.imageIds, 'image ids');
      if (!ids.length) return { texts: [] };
      const [docs, visible] = await Promise.all([library.screenTexts(ids), access.visibleAppIds(caller)]);
      return { texts: docs.filter((d) => !visible || visible.includes(d.appId)).map((d) => ({ imageId: d.imageId, text: cutAtWord(cleanScreenText(d.text ?? ''), 400) })) };
    },

    async SimilarScreens(request, { caller }) {
      const input = parseOrThrow(SimilarInput, { imageId: request.imageId, limit: request.limit || undefined }, 'similar screens');
      const [found, book] = await Promise.all([screensLike(input.imageId, caller, input.limit), codes.get()]);
      if (!found) throw notFound('Image');
      return { source: toImageCard(found.source, book), data: found.similar.map((doc) => toImageCard(doc, book)) };
    },

    async AdmitView(request, { caller }) {
      const input = parseOrThrow(ViewInput, request, 'view');
      const viewer = caller.userId ? `u:${caller.userId}` : input.viewer ? `v:${input.viewer}` : '';
      if (input.itemType === 'CONTENT') {
        // Articles are open to everyone.
        if (!(await library.contentExists(input.itemId))) throw notFound('Content');
      } else {
        await access.assertMayView(caller, await library.appOfItem(input.itemType, input.itemId), input.itemType === 'APP' ? 'App' : 'Image');
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
