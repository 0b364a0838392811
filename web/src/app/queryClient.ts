import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api';

// product-spec §9: list data is fresh for 5 minutes and kept for 10; no refetch on window focus.
const LIST_STALE_MS = 5 * 60_000;
const LIST_GC_MS = 10 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: LIST_STALE_MS,
        gcTime: LIST_GC_MS,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on its own; only server and network failures are worth one more try.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}
