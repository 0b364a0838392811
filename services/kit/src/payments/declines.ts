import { domainError, type DomainError } from '../errors.js';

/**
 * What a declined card tells the payer to do, by the provider's code (Toss Payments' error codes;
 * dev-payments answers the same). The words are PAYMENT_FAILED's variants in the catalogue
 * (messages.ts); a code not named here keeps the plain "Payment failed" and still travels in
 * `details.reason`, so support can read it.
 */
const DECLINE_VARIANTS: Record<string, 'cardRejected' | 'cardNumber' | 'cardExpiry' | 'cardUnusable'> = {
  REJECT_CARD_PAYMENT: 'cardRejected',
  REJECT_CARD_COMPANY: 'cardRejected',
  EXCEED_MAX_DAILY_PAYMENT_COUNT: 'cardRejected',
  EXCEED_MAX_PAYMENT_AMOUNT: 'cardRejected',
  EXCEED_MAX_CARD_INSTALLMENT_PLAN: 'cardRejected',
  NOT_ENOUGH_BALANCE: 'cardRejected',
  INVALID_CARD_NUMBER: 'cardNumber',
  INVALID_CARD_EXPIRATION: 'cardExpiry',
  INVALID_CARD: 'cardUnusable',
  INVALID_STOPPED_CARD: 'cardUnusable',
  INVALID_CARD_LOST_OR_STOLEN: 'cardUnusable',
  RESTRICTED_CARD: 'cardUnusable',
  NOT_SUPPORTED_CARD_TYPE: 'cardUnusable',
};

export const declineVariant = (providerCode: string | null | undefined) =>
  providerCode ? DECLINE_VARIANTS[providerCode] : undefined;

/** PAYMENT_FAILED worded for the provider's decline code, with the code itself in `details.reason`. */
export function paymentFailed(providerCode: string | null | undefined): DomainError {
  const variant = declineVariant(providerCode);
  return domainError('PAYMENT_FAILED', {
    ...(variant ? { variant } : {}),
    ...(providerCode ? { details: { reason: providerCode } } : {}),
  });
}
