import { z } from 'zod';
import { APP_TYPES, DomainError, parseOrThrow, UUID, validationError } from '@screenshelf/kit';
import { PALETTE_COLOURS } from './colors.js';

const code = z.string().trim().regex(/^[0-9A-Za-z_-]{1,40}$/);

/**
 * A stored file is kept by its plain `/uploads/{key}`: the signed link a response carried
 * (`?exp&sig`, minted per caller by the gateway) is never stored.
 */
export const canonicalImageUrl = (url: string) => url.replace(/^(\/uploads\/[^?#]+)[?#].*$/s, '$1');
const url = z.string().trim().min(1).max(2048).transform(canonicalImageUrl);

export const ImageInput = z.object({
  url,
  componentCodes: z.array(code).max(50).default([]),
  order: z.number().int().min(0).max(100_000).optional(),
  colors: z.array(z.enum(PALETTE_COLOURS)).max(8).default([]),
});

/** A pattern of an app: its screens grouped under a name, with the UX pattern code they show. */
export const PatternInput = z.object({
  patternName: z.string().trim().min(1).max(100),
  patternCode: code.or(z.literal('')).default(''),
  images: z.array(ImageInput).max(500).default([]),
});
export type PatternInput = z.infer<typeof PatternInput>;

export function admitPatterns(input: unknown): PatternInput[] {
  const patterns = parseOrThrow(z.array(PatternInput).max(200), input, 'patterns');
  const names = patterns.map((p) => p.patternName);
  if (new Set(names).size !== names.length) {
    throw validationError('A pattern name appears twice', [{ path: 'patterns', message: 'duplicate pattern name' }]);
  }
  // Screens keep the order given when none is stated.
  return patterns.map((p) => ({
    ...p,
    images: p.images.map((image, i) => ({ ...image, order: image.order ?? i, componentCodes: [...new Set(image.componentCodes)] })),
  }));
}

export const NOTHING_TO_DELETE_MSG = 'there is nothing to delete';

/** Deleting a pattern (or one of its screens) that is not there (product-spec §5). */
export const nothingToDelete = () => new DomainError('NOTHING_TO_DELETE', NOTHING_TO_DELETE_MSG, 'not_found');

export const TARGET_TYPES = ['PATTERN', 'IMAGE'] as const;
export const LIKE_ITEM_TYPES = ['APP', 'IMAGE'] as const;

export const uuid = z.string().regex(UUID, 'not an id');

export const BookmarkTarget = z.object({ targetType: z.enum(TARGET_TYPES), targetId: uuid });

export const BookmarkListQuery = z.object({
  targetType: z.enum(TARGET_TYPES).optional(),
  appType: z.enum(APP_TYPES).optional(),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});

export const ContentInput = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(''),
  body: z.string().max(100_000).default(''),
  image: z.string().max(2048).default('').transform(canonicalImageUrl),
  linkUrl: z.string().max(2048).default(''),
  isSelfPublished: z.boolean().default(true),
  categoryCodes: z.array(code).max(20).default([]),
  patternCodes: z.array(code).max(20).default([]),
  appId: uuid.or(z.literal('')).default(''),
});
export type ContentInput = z.infer<typeof ContentInput>;

