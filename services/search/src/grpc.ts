import type { AsyncHandlers } from '@screenshelf/kit';
import type { SearchHandlers } from '@screenshelf/kit/gen/screenshelf/search/v1/Search.js';
import type { AppCard } from '@screenshelf/kit/gen/screenshelf/search/v1/AppCard.js';
import { appsQuery, assertMayUseFilters, latestAppsQuery, parseBrowseFilters, seesWholeLibrary } from './domain/browse.js';
import { indexNames, type AppDocument, type Client } from './indices.js';

const toCard = (doc: AppDocument): AppCard => ({
  appId: doc.appId,
  appName: doc.appName,
  appNameEn: doc.appNameEn,
  type: doc.type,
  categoryCodes: doc.categoryCodes,
  mau: doc.mau,
  image: doc.image,
  updatedAt: doc.updatedAt,
  createdAt: doc.createdAt,
});

export function searchHandlers(es: Client, prefix: string): AsyncHandlers<SearchHandlers> {
  const { apps } = indexNames(prefix);
  return {
    async BrowseApps(request, { caller }) {
      const filters = parseBrowseFilters({
        ...request,
        categoryCodes: request.categoryCodes,
        color: request.color || undefined,
        sortField: request.sortField || undefined,
        type: request.type || undefined,
        limit: request.limit || undefined,
        minMau: request.minMau ?? undefined,
        maxMau: request.maxMau ?? undefined,
      });
      assertMayUseFilters(filters, caller);
      let onlyIds: string[] | undefined;
      if (!seesWholeLibrary(caller)) {
        const latest = await es.search({ index: apps, ...latestAppsQuery(filters.type) });
        onlyIds = latest.hits.hits.map((hit) => hit._id!);
      }
      const result = await es.search<AppDocument>({ index: apps, ...appsQuery(filters, onlyIds) });
      return { data: result.hits.hits.map((hit) => toCard(hit._source!)) };
    },
  };
}
