import { z } from 'zod';
import { validationError } from '@screenshelf/kit';

/** Parses a request part with its zod schema; a failure is a 400 VALIDATION_ERROR with the issues. */
export function parse<S extends z.ZodType>(schema: S, value: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(
      `The ${what} is not valid`,
      result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code })),
    );
  }
  return result.data;
}

/** Query helpers: lists come as `a,b` or repeated keys; numbers and booleans as strings. */
export const q = {
  list: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
  int: z.coerce.number().int(),
  bool: z
    .enum(['true', 'false', '1', '0', 'Y', 'N'])
    .transform((v) => v === 'true' || v === '1' || v === 'Y'),
};
