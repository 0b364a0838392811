import type { z } from 'zod';
import { validationError } from './errors.js';

/**
 * Parses a value with its zod schema or throws 400 VALIDATION_ERROR naming each issue as
 * `{path: 'a.b', message, code}` — the one shape every service and the gateway answer with.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(
      `The ${what} is not valid`,
      result.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code })),
    );
  }
  return result.data;
}
