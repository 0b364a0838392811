import { z } from 'zod';

/**
 * A card typed in for the provider's key-in and billing-key calls: what each field must be, written
 * once for the gateway's parse of a request and the services' check of what reaches them (gRPC has
 * other callers than the gateway). The number may be written with spaces or dashes, as printed.
 */
export const CARD_FIELDS = {
  cardNumber: { pattern: /^[ -]*(?:\d[ -]*){14,16}$/, message: '14 to 16 digits' },
  cardExpirationYear: { pattern: /^\d{2}$/, message: 'two digits (YY)' },
  cardExpirationMonth: { pattern: /^(0[1-9]|1[0-2])$/, message: 'two digits (MM)' },
  customerIdentityNumber: { pattern: /^(\d{6}|\d{10})$/, message: 'a birth date (YYMMDD) or a business number (10 digits)' },
} as const;

export type CardField = keyof typeof CARD_FIELDS;

/** The card number's digits, as the provider takes it. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** A field of a typed-in card as a request schema. */
export const cardField = (field: CardField) => z.string().regex(CARD_FIELDS[field].pattern, CARD_FIELDS[field].message);

/** What is wrong with a typed-in card, field by field (`path` under `prefix`); empty when nothing is. */
export function cardIssues(card: Record<CardField, string>, prefix = 'card.'): { path: string; message: string }[] {
  return (Object.keys(CARD_FIELDS) as CardField[])
    .filter((field) => !CARD_FIELDS[field].pattern.test(card[field] ?? ''))
    .map((field) => ({ path: `${prefix}${field}`, message: CARD_FIELDS[field].message }));
}
