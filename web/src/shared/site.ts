import { useQuery } from '@tanstack/react-query';
import { call, type DataOf } from './api';

export type SiteInfo = DataOf<'getSiteInfo'>;

/** GET /api/v2/site: the company details configured on the gateway (an unset one is absent and not shown). */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site'],
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => (await call('getSiteInfo', { signal })).data,
  });
}
