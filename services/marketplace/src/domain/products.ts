import { PRODUCT_LIMITS, validationError } from '@screenshelf/kit';
import type { ProductInput__Output as ProductInput } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductInput.js';
import { marketplaceError } from './errors.js';
import { isTopicOf, type ProductKind } from './codes.js';

/** The pure product rules: kinds and tabs, prices and discounts, what a seller may file, whether a product sells now. */

export type ProductTab = 'TEMPLATE' | 'CLASS';
export const KINDS: readonly ProductKind[] = ['TEMPLATE', 'PORTFOLIO', 'EBOOK', 'WORKSHOP'];
export const TABS: readonly ProductTab[] = ['TEMPLATE', 'CLASS'];

/** The person themself or an admin: who sees that person's account data (the personal-data rule). */
export const isSelfOrAdmin = (caller: { userId: string | null; role: string }, userId: string): boolean =>
  caller.role === 'ADMIN' || (!!caller.userId && caller.userId === userId);

/**
 * The seller themself or an admin: who sees a product whatever its state, and the seller's account
 * fields (e-mail, its verification, referral id). Everyone else gets the public profile only.
 */
export const isSellerOrAdmin = isSelfOrAdmin;

/** A product's tab follows from its kind: workshops are the CLASS tab, everything else TEMPLATE. */
export const tabOf = (kind: ProductKind): ProductTab => (kind === 'WORKSHOP' ? 'CLASS' : 'TEMPLATE');
export const isKind = (value: string): value is ProductKind => (KINDS as readonly string[]).includes(value);
export const isTab = (value: string): value is ProductTab => (TABS as readonly string[]).includes(value);

// The kit's product limits (the gateway checks a request's shape against the same ones).
export const MAX_AMOUNT = PRODUCT_LIMITS.amount;
export const MAX_TITLE = PRODUCT_LIMITS.title;
export const MAX_DESCRIPTION = PRODUCT_LIMITS.description;
export const MAX_THUMBNAILS = PRODUCT_LIMITS.thumbnails;
export const MAX_DETAILS = PRODUCT_LIMITS.details;
export const MAX_FILES = PRODUCT_LIMITS.files;
export const MAX_SEATS = PRODUCT_LIMITS.seats;
export const MAX_PAGES = PRODUCT_LIMITS.pages;

/** The percent a discount takes off a list price (0 for a free product), rounded. */
export const discountRateOf = (amount: number, discountAmount: number): number =>
  amount > 0 ? Math.round((discountAmount * 100) / amount) : 0;

/**
 * The discount a seller gives: an amount, a rate or both (consistent). -1 (and 0 beside a
 * positive other) means "not given"; the server derives the missing one. Integer KRW: a rate
 * becomes round(amount × rate / 100).
 */
export function admitPrice(input: { amount: number; discountAmount: number; discountRate: number }): {
  amount: number;
  discountAmount: number;
} {
  const { amount } = input;
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT)
    throw marketplaceError('PRODUCT_INVALID', { variant: 'amount' });
  const givenAmount = input.discountAmount > 0 || (input.discountAmount === 0 && input.discountRate <= 0);
  const givenRate = input.discountRate > 0;
  if (
    input.discountAmount < -1 ||
    input.discountRate < -1 ||
    input.discountRate > 100 ||
    !Number.isSafeInteger(input.discountAmount)
  ) {
    throw marketplaceError('PRODUCT_INVALID', { variant: 'discount' });
  }
  let discountAmount = 0;
  if (givenAmount && givenRate) {
    discountAmount = input.discountAmount;
    const exact = Math.round((amount * input.discountRate) / 100);
    if (discountAmount !== exact && discountRateOf(amount, discountAmount) !== input.discountRate) {
      throw marketplaceError('PRODUCT_INVALID', {
        variant: 'discount',
        detail: `amount ${amount}, discount ${discountAmount}, rate ${input.discountRate}`,
      });
    }
  } else if (givenRate) {
    discountAmount = Math.round((amount * input.discountRate) / 100);
  } else if (givenAmount) {
    discountAmount = Math.max(0, input.discountAmount);
  }
  if (discountAmount > amount) throw marketplaceError('PRODUCT_INVALID', { variant: 'discount' });
  return { amount, discountAmount };
}

export type ImageFolder = 'thumbnails' | 'details' | 'files';

/** Where a seller's uploads of one purpose live: products/<seller>/<folder>/. */
export const uploadFolder = (sellerUserId: string, folder: ImageFolder) => `products/${sellerUserId}/${folder}/`;

/** The storage key behind an image path the seller gives (`/uploads/<key>` or the key itself). */
export const keyOfPath = (value: string) =>
  value
    .trim()
    .replace(/^\/uploads\//, '')
    .replace(/^\/+/, '');

/** Whether a key is one of the seller's own uploads for that purpose (and nothing outside it). */
export const isOwnUpload = (key: string, sellerUserId: string, folder: ImageFolder) =>
  key.startsWith(uploadFolder(sellerUserId, folder)) && !key.includes('..') && /^[A-Za-z0-9._\-/]+$/.test(key);

export interface ProductDraft {
  type: ProductKind;
  productType: ProductTab;
  title: string;
  description: string;
  amount: number;
  discountAmount: number;
  productCode: string;
  /** Storage keys. */
  thumbnailKeys: string[];
  detailKeys: string[];
  files: { key: string; name: string }[];
  pageCnt: number;
  exclusiveFlag: boolean;
  useFlag: boolean;
  endFlag: boolean;
  maxPersonCnt: number;
  startsAt: Date | null;
}

/** The fields UpdateProduct may name (ProductInput's camelCase names). */
export const PRODUCT_FIELDS = [
  'type',
  'title',
  'description',
  'amount',
  'discountAmount',
  'discountRate',
  'productCode',
  'thumbnailImgUrls',
  'detailImgUrls',
  'files',
  'pageCnt',
  'exclusiveFlag',
  'useFlag',
  'endFlag',
  'maxPersonCnt',
  'startsAt',
] as const satisfies readonly (keyof ProductInput)[];

export type ProductField = (typeof PRODUCT_FIELDS)[number];

const fileNameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).replace(/-[0-9a-f]{32}(?=\.[^.]*$|$)/, '');

/**
 * A product as its seller describes it, checked: kind and code, title, price and discount, the
 * seller's own uploads, and for a workshop its seats (≥ 1) and a start in the future. `startsAtChanged`
 * false keeps a workshop's past start valid on an update that does not touch it.
 */
export function admitProduct(
  input: ProductInput,
  sellerUserId: string,
  { now = new Date(), startsAtChanged = true }: { now?: Date; startsAtChanged?: boolean } = {},
): ProductDraft {
  if (!isKind(input.type)) throw marketplaceError('PRODUCT_INVALID', { variant: 'type' });
  const type = input.type;
  const title = input.title.trim();
  if (!title || title.length > MAX_TITLE)
    throw marketplaceError('PRODUCT_INVALID', { variant: 'title', params: { max: MAX_TITLE } });
  const description = input.description.trim();
  if (description.length > MAX_DESCRIPTION) throw validationError(`description is at most ${MAX_DESCRIPTION} characters`);
  const price = admitPrice(input);
  if (!isTopicOf(input.productCode, type))
    throw marketplaceError('PRODUCT_INVALID', { variant: 'code', detail: input.productCode });
  const images = (values: string[], folder: ImageFolder, max: number) => {
    const keys = values.map(keyOfPath).filter(Boolean);
    if (keys.length > max) throw validationError(`at most ${max} ${folder}`);
    if (new Set(keys).size !== keys.length) throw validationError(`the same ${folder} image twice`);
    for (const key of keys)
      if (!isOwnUpload(key, sellerUserId, folder)) throw marketplaceError('PRODUCT_INVALID', { variant: 'file', detail: key });
    return keys;
  };
  const thumbnailKeys = images(input.thumbnailImgUrls, 'thumbnails', MAX_THUMBNAILS);
  const detailKeys = images(input.detailImgUrls, 'details', MAX_DETAILS);
  if (input.files.length > MAX_FILES) throw validationError(`at most ${MAX_FILES} files`);
  const files = input.files.map((f) => {
    const key = keyOfPath(f.key);
    if (!isOwnUpload(key, sellerUserId, 'files')) throw marketplaceError('PRODUCT_INVALID', { variant: 'file', detail: key });
    const name = f.name.trim() || fileNameOf(key);
    if (name.length > 255 || /[/\\\0]/.test(name))
      throw validationError('A file name is at most 255 characters, without slashes');
    return { key, name };
  });
  if (new Set(files.map((f) => f.key)).size !== files.length) throw validationError('the same file twice');
  if (!Number.isInteger(input.pageCnt) || input.pageCnt < 0 || input.pageCnt > MAX_PAGES)
    throw marketplaceError('PRODUCT_INVALID', { variant: 'pageCnt' });

  let maxPersonCnt = 0;
  let startsAt: Date | null = null;
  if (type === 'WORKSHOP') {
    if (!Number.isInteger(input.maxPersonCnt) || input.maxPersonCnt < 1 || input.maxPersonCnt > MAX_SEATS) {
      throw marketplaceError('PRODUCT_INVALID', { variant: 'seats' });
    }
    maxPersonCnt = input.maxPersonCnt;
    startsAt = parseInstant(input.startsAt);
    if (!startsAt || (startsAtChanged && startsAt.getTime() <= now.getTime()))
      throw marketplaceError('PRODUCT_INVALID', { variant: 'startsAt' });
  }
  return {
    type,
    productType: tabOf(type),
    title,
    description,
    ...price,
    productCode: input.productCode,
    thumbnailKeys,
    detailKeys,
    files,
    pageCnt: input.pageCnt,
    exclusiveFlag: input.exclusiveFlag,
    useFlag: input.useFlag,
    endFlag: input.endFlag,
    maxPersonCnt,
    startsAt,
  };
}

/** An RFC 3339 instant with a zone (`2026-12-01T10:00:00+09:00`), or undefined. */
export function parseInstant(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An update: the product as stored, with the named fields (all when none are named) taken from the
 * request. A changed rate without an amount re-derives the discount amount; a changed list price
 * alone keeps the discount amount.
 */
export function mergeUpdate(
  current: ProductInput,
  patch: ProductInput,
  fields: string[],
): { merged: ProductInput; changed: Set<ProductField> } {
  const unknown = fields.filter((f) => !(PRODUCT_FIELDS as readonly string[]).includes(f));
  if (unknown.length > 0) throw marketplaceError('PRODUCT_INVALID', { variant: 'fields', detail: unknown.join(', ') });
  const changed = new Set<ProductField>(fields.length > 0 ? (fields as ProductField[]) : PRODUCT_FIELDS);
  const merged: ProductInput = { ...current };
  const target = merged as unknown as Record<string, unknown>;
  for (const field of changed) target[field] = (patch as unknown as Record<string, unknown>)[field];
  if (changed.has('discountRate') && !changed.has('discountAmount')) merged.discountAmount = -1;
  if (changed.has('discountAmount') && !changed.has('discountRate')) merged.discountRate = -1;
  if (!changed.has('discountAmount') && !changed.has('discountRate')) merged.discountRate = -1;
  return { merged, changed };
}

export interface Sellable {
  use_flag: boolean;
  end_flag: boolean;
  deleted_at: Date | null;
  hidden_by_admin: boolean;
  max_person_cnt: number;
  seats_taken: number;
  starts_at: Date | null;
}

/** Why a product cannot be ordered now (a PRODUCT_NOT_AVAILABLE variant, or SOLD_OUT), or undefined when it can. */
export function unavailability(
  p: Sellable,
  now = new Date(),
): 'retired' | 'hidden' | 'unpublished' | 'ended' | 'started' | 'soldOut' | undefined {
  if (p.deleted_at) return 'retired';
  if (p.hidden_by_admin) return 'hidden';
  if (!p.use_flag) return 'unpublished';
  if (p.end_flag) return 'ended';
  if (p.starts_at && p.starts_at.getTime() <= now.getTime()) return 'started';
  if (p.max_person_cnt > 0 && p.seats_taken >= p.max_person_cnt) return 'soldOut';
  return undefined;
}

export const seatsLeft = (p: { max_person_cnt: number; seats_taken: number }) =>
  p.max_person_cnt > 0 ? Math.max(0, p.max_person_cnt - p.seats_taken) : 0;

/** The mean star rate with one decimal, 0 without reviews. */
export const averageStarRate = (starSum: number, reviewCount: number) =>
  reviewCount > 0 ? Math.round((starSum * 10) / reviewCount) / 10 : 0;

export const MAX_REVIEW = 2000;

/** A review's stars (1..5, whole) and text (≤ 2000 characters). */
export function admitReview(starRate: number, review: string): { starRate: number; review: string } {
  if (!Number.isInteger(starRate) || starRate < 1 || starRate > 5)
    throw validationError('starRate is a whole number from 1 to 5');
  const text = review.trim();
  if (text.length > MAX_REVIEW) throw validationError(`A review is at most ${MAX_REVIEW} characters`);
  return { starRate, review: text };
}

/** A product's listing order. */
export const SORT_FIELDS = ['latest', 'popular', 'rating', 'price'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const isSortField = (value: string): value is SortField => (SORT_FIELDS as readonly string[]).includes(value);

/** Keyword words for ILIKE: at most 5 words, LIKE's wildcards escaped. */
export const keywordPatterns = (keyword: string): string[] =>
  keyword
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => `%${w.slice(0, 50).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/** A YYYY-MM month in Korea time (2000-01 … 2999-12), or undefined. */
export const isYearMonth = (value: string) => /^2\d{3}-(0[1-9]|1[0-2])$/.test(value);
