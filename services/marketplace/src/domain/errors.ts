import { domainError, type DomainError, type TextParams } from '@screenshelf/kit';

/** The marketplace's codes in the kit's one catalogue (services/kit/src/messages.ts, "The marketplace"), and the shared ones it reuses. */
export const MARKETPLACE_CODES = [
  'PRODUCT_NOT_FOUND',
  'ORDER_NOT_FOUND',
  'REVIEW_NOT_FOUND',
  'FILE_NOT_FOUND',
  'SELLER_REQUIRED',
  'NOT_PRODUCT_OWNER',
  'PRODUCT_INVALID',
  'PRODUCT_NOT_AVAILABLE',
  'SOLD_OUT',
  'ALREADY_ORDERED',
  'OWN_PRODUCT',
  'MEMBERSHIP_REQUIRED',
  'CARD_REQUIRED',
  'ORDER_NOT_CANCELABLE',
  'ALREADY_REVIEWED',
  'REVIEW_NOT_ALLOWED',
  'DOWNLOAD_NOT_ALLOWED',
  'PAYMENT_FAILED',
  'PAYMENT_PENDING',
  'PAYMENT_NOT_REFUNDABLE',
  'UPLOAD_URL_INVALID',
] as const;

export type MarketplaceErrorCode = (typeof MARKETPLACE_CODES)[number];

/**
 * A marketplace error: the code (its kind and words come from the catalogue), an optional variant
 * of its wording with parameters, and an optional logged detail the caller never reads.
 */
export function marketplaceError(
  code: MarketplaceErrorCode,
  choice: { variant?: string; params?: TextParams; detail?: string } = {},
): DomainError {
  const error = domainError(code, { variant: choice.variant, params: choice.params });
  if (choice.detail) error.message = `${error.message} (${choice.detail})`;
  return error;
}
