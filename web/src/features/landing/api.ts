import { useQuery } from '@tanstack/react-query';
import { call, type DataOf } from '../../shared/api';

/**
 * GET /api/v2/library/stats: the whole library's totals (product-spec §1: registered services,
 * screens, UX patterns in use, the month of the last update), the same for every caller; the server
 * counts, the landing only formats.
 */
export type LibraryStats = DataOf<'getLibraryStats'>;

export const useLibraryStats = () =>
  useQuery({
    queryKey: ['landing', 'stats'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await call('getLibraryStats', { signal })).data,
  });
