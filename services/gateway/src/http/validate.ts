import { z } from 'zod';
import { parseOrThrow } from '@screenshelf/kit';

/** Parses a request part with its zod schema; a failure is a 400 VALIDATION_ERROR with the issues (the kit's one parser). */
export const parse = parseOrThrow;

/** The largest count or offset a service takes (proto int32). */
export const INT32_MAX = 2_147_483_647;

/** An email as people type it: at most 254 characters (RFC 5321), one @, no spaces or control characters. */
export const Email = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u, 'Not an email address');

/** Query helpers: lists come as `a,b` or repeated keys; numbers and booleans as strings. */
export const q = {
  list: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
  /** A whole number that survives the trip through JSON and protobuf (no 1e21, no NaN). */
  int: z.coerce.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
  /** An offset into a list: from 0 to what a service can take. */
  offset: z.coerce.number().int().min(0).max(INT32_MAX),
  bool: z
    .enum(['true', 'false', '1', '0', 'Y', 'N'])
    .transform((v) => v === 'true' || v === '1' || v === 'Y'),
};

/** Control characters (NUL among them) never reach a service or Postgres; free text may keep tabs and line breaks. */
const CONTROL = /\p{Cc}/u;
const TEXT_CONTROL = /[^\P{Cc}\t\n\r]/u;
/** An identifier, code or one-line value: at most `max` characters, no control characters. */
export const Token = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !CONTROL.test(v), { message: 'control characters are not allowed' });
/** Free text (a reason, a review, a description): tabs and line breaks allowed, other control characters not. */
export const Text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !TEXT_CONTROL.test(v), { message: 'control characters are not allowed' });
