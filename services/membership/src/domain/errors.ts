import { domainError, ERROR_CATALOGUE, type DomainError } from '@screenshelf/kit';

/**
 * product-spec §8, membership messages. Their words live in the kit's one catalogue
 * (services/kit/src/messages.ts), which the gateway renders in the request's language; this is the
 * membership part of it, by code.
 */
const MEMBERSHIP_CODES = [
  'EMAIL',
  'DEFAULT',
  'SERVER_ERROR',
  'PLAN_NOT_GROUP_COMPATIBLE',
  'USER_NOT_FOUND',
  'INVALID_MEMBER_IDS_FORMAT',
  'ALREADY_IN_GROUP',
  'ALREADY_IN_MEMBERSHIP',
  'ALREADY_ACTIVE_SUBSCRIPTION',
  'PLAN_CHANGE_NOT_ALLOWED',
  'INVALID_MEMBER_IDS',
  'PLAN_INVALID',
  'ALREADY_CANCEL',
  'MEMBER_ALREADY_IN_ANOTHER_GROUP',
  'MEMBERSHIP_NOT_FOUND',
  'ALREADY_IN_RESERVATION',
  'ALREADY_IN_RESERVATION_GROUP',
  'PAYMENT_FAILED',
  // Named additions (the spec is silent): no card to charge; a payment that is not (or no longer) refundable.
  'PAYMENT_METHOD_REQUIRED',
  'PAYMENT_NOT_REFUNDABLE',
  // Named additions of issue 9: a payment id that names no payment; a first payment the provider has not answered yet.
  'PAYMENT_NOT_FOUND',
  'PAYMENT_PENDING',
] as const;

export type MembershipErrorCode = (typeof MEMBERSHIP_CODES)[number];

export const MEMBERSHIP_ERRORS = Object.fromEntries(MEMBERSHIP_CODES.map((code) => [code, ERROR_CATALOGUE[code]])) as {
  [C in MembershipErrorCode]: (typeof ERROR_CATALOGUE)[C];
};

/**
 * A §8 membership error: the code and its kind from the catalogue. `variant` picks the catalogue's
 * wording for the case; `log` (e.g. the provider's code) goes to the logs only. The caller reads
 * `{errorCode, msg}`.
 */
export function membershipError(
  code: MembershipErrorCode,
  { variant, log }: { variant?: string; log?: Record<string, unknown> } = {},
): DomainError {
  return domainError(code, {
    ...(variant ? { variant } : {}),
    ...(log ? { message: `${ERROR_CATALOGUE[code].en} ${JSON.stringify(log)}` } : {}),
  });
}
