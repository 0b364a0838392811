import { z } from 'zod';
import { APP_TYPES, MAX_WINDOW, notFound, parseOrThrow, plainText, type Caller } from '@screenshelf/kit';
import type { GetAppRequest__Output as GetAppRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/GetAppRequest.js';
import type { SearchAppsRequest__Output as SearchAppsRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/SearchAppsRequest.js';
import type { TypeRequest__Output as TypeRequest } from '@screenshelf/kit/gen/screenshelf/search/v1/TypeRequest.js';
import { toAppCard, toAppProfile, toPatternCard } from '../cards.js';
import type { SearchContext } from './context.js';

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

/** Apps: a search by name, one app (detail or public profile), the MAU range, the apps by category, the totals. */
export function apps(ctx: SearchContext) {
  const { codes, cache, library, access, visibleAppIds, checkedCodes } = ctx;

  return {
    async searchApps(caller: Caller, request: SearchAppsRequest) {
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

    async getApp(caller: Caller, request: GetAppRequest) {
      const type = request.type ? parseOrThrow(z.enum(APP_TYPES), request.type, 'type') : undefined;
      const name = request.id ? '' : parseOrThrow(plainText(200), request.name, 'app name');
      const app = await library.findApp(request.id ? { id: request.id } : { name, type });
      await access.assertMayView(caller, app);
      if (!app) throw notFound('App'); // (assertMayView has already refused a missing app)
      const [book, patterns] = await Promise.all([codes.get(), library.patternsOfApp(app)]);
      return { app: toAppCard(app), patterns: patterns.map((p) => toPatternCard(p, book)) };
    },

    async getAppProfile(caller: Caller, request: GetAppRequest) {
      const app = await library.findApp({ id: request.id });
      if (!app) throw notFound('App');
      return toAppProfile(app, await access.mayView(caller, app));
    },

    async mauRange(request: TypeRequest) {
      const type = parseOrThrow(z.enum(APP_TYPES).default('MOBILE'), request.type || undefined, 'type');
      return library.mauRange(type);
    },

    // The landing's totals: the whole library whoever asks (no caller in the key), kept like a browse
    // answer (forgotten at the next catalog change, at most the cache's maxAgeMs old).
    async libraryStats() {
      return cache ? cache.get(JSON.stringify(['stats']), library.libraryTotals) : library.libraryTotals();
    },

    async appGroups(caller: Caller, request: TypeRequest) {
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
  };
}
