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

/** A UUID as Postgres writes one (any version, either case): the one test of an id every service uses before a query. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is an id (a UUID); a query with anything else would be Postgres's 22P02, a 500. */
export const isUuid = (value: string): boolean => UUID.test(value);
