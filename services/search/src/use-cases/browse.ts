import type { Caller } from '@screenshelf/kit';
import type { BrowseAppsRequest__Output as BrowseRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/BrowseAppsRequest.js';
import { PATTERN_CARD_SCREENS, toAppCard, toContentCard, toImageCard, toPatternCard } from '../cards.js';
import type { LibraryFilters } from '../domain/browse.js';
import type { SearchContext } from './context.js';
import type { SearchBox } from './search-box.js';

/** Browsing the library: apps, screens, patterns and articles under the filters, with the wall. */
export function browsing(ctx: SearchContext, searchBox: SearchBox) {
  const { cache, library, filtersOf, visibleAppIds, withSimilarScreens, lockedOf } = ctx;

  /**
   * A browse answer from the cache when it may be: keyed by the call, the expanded filters and what
   * the library-access rule lets the caller see (`visible`); never a trending sort (views move it,
   * not the catalog) nor a search by meaning (vectors arrive in the background, not by catalog events).
   */
  const kept = <T extends object>(call: string, filters: LibraryFilters, visible: string[] | undefined, meaning: boolean, compute: () => Promise<T>) =>
    cache && filters.sortField !== 'trending' && !meaning ? cache.get(JSON.stringify([call, filters, visible ?? null]), compute) : compute();

  return {
    async browseApps(caller: Caller, request: BrowseRequest) {
      const { filters } = await filtersOf(request, caller);
      const visible = await visibleAppIds(caller, filters.type);
      return kept('apps', filters, visible, false, async () => {
        const [page, locked] = await Promise.all([library.browseApps(filters, visible), lockedOf(filters, 'apps', visible)]);
        return { data: page.map(({ doc, score }) => toAppCard(doc, score)), locked };
      });
    },

    async browseImages(caller: Caller, request: BrowseRequest) {
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

    async browsePatterns(caller: Caller, request: BrowseRequest) {
      const { filters, book } = await filtersOf(request, caller);
      const visible = await visibleAppIds(caller, filters.type);
      return kept('patterns', filters, visible, false, async () => {
        const [page, locked] = await Promise.all([library.browsePatterns(filters, visible), lockedOf(filters, 'screens', visible)]);
        return { data: page.map(({ doc }) => toPatternCard(doc, book, PATTERN_CARD_SCREENS)), locked };
      });
    },

    async browseContents(caller: Caller, request: BrowseRequest) {
      // Articles are open to everyone (product-spec §6); MAU and colour still need a membership.
      const { filters } = await filtersOf(request, caller);
      return { data: (await library.browseContents(filters)).map(({ doc }) => toContentCard(doc)) };
    },
  };
}
