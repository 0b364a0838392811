import { z } from 'zod';
import { APP_TYPES, DomainError, isoDay, MAX_MAU, parseOrThrow } from '@screenshelf/kit';
import { canonicalImageUrl } from './library.js';

export { APP_TYPES };
export type AppType = (typeof APP_TYPES)[number];

/** What an admin gives to add an app to the library. */
export const NewApp = z.object({
  type: z.enum(APP_TYPES).default('MOBILE'),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).default(''),
  categoryCodes: z.array(z.string().regex(/^[0-9A-Za-z_-]{1,40}$/)).max(20).default([]),
  mau: z.number().int().min(0).max(MAX_MAU).default(0),
  iconUrl: z.string().max(2048).default('').transform(canonicalImageUrl),
  storeUrl: z.string().max(2048).default(''),
  releasedAt: isoDay.or(z.literal('')).default(''),
  description: z.string().trim().max(2000).default(''),
  descriptionEn: z.string().trim().max(2000).default(''),
  releaseStatus: z.enum(['RELEASED', 'BETA', 'INTERNAL']).default('RELEASED'),
});
export type NewApp = z.infer<typeof NewApp>;

/**
 * Only officially released store apps are curated (product-spec §1): beta and internal builds are
 * refused. Returns the app as it will be stored.
 */
export function admitApp(input: unknown): Omit<NewApp, 'releaseStatus'> {
  const { releaseStatus, ...app } = parseOrThrow(NewApp, input, 'app');
  if (releaseStatus !== 'RELEASED') {
    throw new DomainError(
      'APP_NOT_RELEASED',
      'Only officially released store apps can be added; internal and beta apps are excluded.',
      'invalid',
    );
  }
  return { ...app, categoryCodes: [...new Set(app.categoryCodes)] };
}

/** What an admin may change on an app; absent fields stay as they are. */
export const AppChanges = z.object({
  type: z.enum(APP_TYPES).optional(),
  name: z.string().trim().min(1).max(100).optional(),
  nameEn: z.string().trim().max(100).optional(),
  categoryCodes: z.array(z.string().regex(/^[0-9A-Za-z_-]{1,40}$/)).max(20).optional(),
  mau: z.number().int().min(0).max(MAX_MAU).optional(),
  iconUrl: z.string().max(2048).transform(canonicalImageUrl).optional(),
  storeUrl: z.string().max(2048).optional(),
  releasedAt: isoDay.or(z.literal('')).optional(),
  description: z.string().trim().max(2000).optional(),
  descriptionEn: z.string().trim().max(2000).optional(),
});
export type AppChanges = z.infer<typeof AppChanges>;

export function admitAppChanges(input: unknown): AppChanges {
  const changes = parseOrThrow(AppChanges, input, 'app changes');
  return changes.categoryCodes ? { ...changes, categoryCodes: [...new Set(changes.categoryCodes)] } : changes;
}
