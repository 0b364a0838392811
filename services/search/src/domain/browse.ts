import { z } from 'zod';
import { DomainError, validationError, type Caller } from '@screenshelf/kit';

/** The eight colours a screen can be filtered by (product-spec §9). */
export const PALETTE = ['#D9D9D9', '#000000', '#459949', '#F8D748', '#EC658B', '#EA3323', '#8C3ED9', '#4166ED'] as const;

export const FREE_APPS_PER_TYPE = 3;
export const MAX_PAGE = 100;

export const MEMBERSHIP_REQUIRED_MSG = 'You need a membership to use the MAU/Color Search feature.';

export const BrowseFilters = z
  .object({
    sortField: z.enum(['mau', 'updatedAt']).default('updatedAt'),
    categoryCodes: z.array(z.string().min(1)).default([]),
    color: z
      .string()
      .transform((c) => c.toUpperCase())
      .pipe(z.enum(PALETTE))
      .optional(),
    minMau: z.number().int().min(0).optional(),
    maxMau: z.number().int().min(0).optional(),
    limit: z.number().int().min(1).max(MAX_PAGE).default(20),
    offset: z.number().int().min(0).default(0),
    single: z.boolean().default(false),
    type: z.enum(['MOBILE', 'WEBSITE']).default('MOBILE'),
  })
  .refine((f) => f.minMau === undefined || f.maxMau === undefined || f.minMau <= f.maxMau, {
    message: 'minmau must not be above maxmau',
    path: ['minMau'],
  });
export type BrowseFilters = z.infer<typeof BrowseFilters>;

export function parseBrowseFilters(input: unknown): BrowseFilters {
  const parsed = BrowseFilters.safeParse(input);
  if (!parsed.success) throw validationError('The browse filters are not valid', parsed.error.issues);
  return parsed.data;
}

/** MAU and colour search are a paid feature (product-spec §5, §6); checked here, never in the browser. */
export function assertMayUseFilters(filters: BrowseFilters, caller: Caller): void {
  const usesPaidFilter = filters.color !== undefined || filters.minMau !== undefined || filters.maxMau !== undefined;
  if (usesPaidFilter && !caller.paid) throw new DomainError('MEMBERSHIP_REQUIRED', MEMBERSHIP_REQUIRED_MSG, 'forbidden');
}

/** Visitors and Starter see only the latest three apps of each type (product-spec §6). */
export const seesWholeLibrary = (caller: Caller) => caller.paid;

type Clause = Record<string, unknown>;

/** The Elasticsearch query for an app browse; `onlyIds` narrows it to what a free caller may see. */
export function appsQuery(filters: BrowseFilters, onlyIds?: string[]) {
  const filter: Clause[] = [{ term: { type: filters.type } }];
  if (filters.categoryCodes.length) filter.push({ terms: { categoryCodes: filters.categoryCodes } });
  if (filters.minMau !== undefined || filters.maxMau !== undefined) {
    filter.push({ range: { mau: { ...(filters.minMau !== undefined && { gte: filters.minMau }), ...(filters.maxMau !== undefined && { lte: filters.maxMau }) } } });
  }
  if (filters.color) filter.push({ term: { colors: filters.color } });
  if (onlyIds) filter.push({ ids: { values: onlyIds } });
  return {
    query: { bool: { filter } },
    sort: [{ [filters.sortField]: { order: 'desc' } }, { appId: { order: 'asc' } }],
    from: filters.offset,
    size: filters.single ? 1 : filters.limit,
    track_total_hits: false,
  };
}

/** The query for the newest apps of a type: what the free tier may see. */
export function latestAppsQuery(type: BrowseFilters['type']) {
  return {
    query: { bool: { filter: [{ term: { type } }] } },
    sort: [{ createdAt: { order: 'desc' } }, { appId: { order: 'asc' } }],
    size: FREE_APPS_PER_TYPE,
    _source: false,
  };
}
