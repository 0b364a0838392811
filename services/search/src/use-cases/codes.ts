import { z } from 'zod';
import { APP_TYPES, isoDay, parseOrThrow, plainText, validationError, type Caller } from '@screenshelf/kit';
import type { ListCodesRequest__Output as ListCodesRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/ListCodesRequest.js';
import { CODE_TYPES, type CodeBook } from '../domain/codes.js';
import type { SearchContext } from './context.js';

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

/** The code tree with counts: of the whole library, of an app or a day, or facet counts of a selection (issue 27). */
export function codeCounts(ctx: SearchContext) {
  const { codes, library, filtersOf, visibleAppIds } = ctx;

  return {
    async listCodes(caller: Caller, request: ListCodesRequest) {
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
  };
}
