import { useQuery } from '@tanstack/react-query';
import type { BrowseAppsResponse__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/BrowseAppsResponse.js';
import type { AppCard__Output } from '@screenshelf/kit/gen/screenshelf/search/v1/AppCard.js';
import { api } from '../../shared/api';

/** GET /api/v2/apps answers `{data}` with the search service's app cards as they are. */
export type AppCard = AppCard__Output;
export type AppType = 'MOBILE' | 'WEBSITE';

const FIRST_PAGE_SIZE = 20;

/** The first page of apps of one type, fresh for 5 minutes (query client defaults). */
export function useApps(type: AppType) {
  return useQuery({
    queryKey: ['apps', { type, limit: FIRST_PAGE_SIZE }],
    queryFn: ({ signal }) =>
      api<BrowseAppsResponse__Output>('/api/v2/apps', { params: { type, limit: FIRST_PAGE_SIZE }, signal }),
    select: (response) => response.data,
  });
}
