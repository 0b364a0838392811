import { useQuery } from '@tanstack/react-query';
import { api, type Answer } from '../../shared/api';
import type { CodeNode } from '../library/api';

/**
 * The landing statistics, counted from the live catalog (product-spec §1): registered services from
 * the MAU range counts of both app types, UX patterns and screens from the pattern codes and their
 * screen counts, and the month of the newest change for "updated as of". A dedicated stats call
 * would do this in one request; these are the calls that exist.
 */
export interface CatalogStats {
  services: number;
  screens: number;
  patterns: number;
  updatedAt?: Date;
}

const leaves = (nodes: CodeNode[]): CodeNode[] => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));

export async function fetchCatalogStats(signal?: AbortSignal): Promise<CatalogStats> {
  const [mobile, website, patternCodes, newest] = await Promise.all([
    api<Answer<'getMauRange'>>('/api/apps/maurange', { params: { type: 'MOBILE' }, signal }).then((a) => a.data),
    api<Answer<'getMauRange'>>('/api/apps/maurange', { params: { type: 'WEBSITE' }, signal }).then((a) => a.data),
    api<Answer<'listCodes'>>('/api/v2/codes', { params: { type: 'PATTERN' }, signal }).then((a) => a.data ?? []),
    api<Answer<'browseApps'>>('/api/v2/apps', { params: { sortField: 'updatedAt', limit: 1 }, signal }).then((a) => a.data ?? []),
  ]);
  const codes = leaves(patternCodes);
  const used = codes.filter((c) => Number(c.count ?? 0) > 0);
  const updated = newest[0]?.updatedAt ? new Date(newest[0].updatedAt) : undefined;
  return {
    services: Number(mobile?.count ?? 0) + Number(website?.count ?? 0),
    patterns: used.length || codes.length,
    screens: codes.reduce((n, c) => n + Number(c.count ?? 0), 0),
    updatedAt: updated && !Number.isNaN(updated.getTime()) ? updated : undefined,
  };
}

export const useCatalogStats = () => useQuery({ queryKey: ['landing', 'stats'], queryFn: ({ signal }) => fetchCatalogStats(signal) });
