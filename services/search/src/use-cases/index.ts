import { apps } from './apps.js';
import { assistant } from './assistant.js';
import { browsing } from './browse.js';
import { codeCounts } from './codes.js';
import { searchContext, type SearchDeps } from './context.js';
import { searchBox } from './search-box.js';
import { trendingViews } from './trending.js';

export type { SearchDeps } from './context.js';

/**
 * The search use cases, one module per group, over the library index (Elasticsearch), the code
 * book and trending: each parses its request, checks codes and what the caller may see, asks the
 * index and answers cards (cards.ts).
 */
export function searchActions(deps: SearchDeps) {
  const ctx = searchContext(deps);
  return {
    ...browsing(ctx, searchBox(ctx)),
    ...apps(ctx),
    ...codeCounts(ctx),
    ...assistant(ctx),
    ...trendingViews(ctx),
    reindex: ctx.reindex,
  };
}

export type SearchActions = ReturnType<typeof searchActions>;
