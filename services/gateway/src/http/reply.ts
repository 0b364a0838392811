import type { Response } from 'express';

/**
 * An answer without what only the transport knows: proto-loader's `oneofs` puts a `_field: "field"`
 * marker beside every proto3 optional field, and an unset optional message comes as null; neither is
 * part of an answer.
 */
export const clean = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(clean);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith('_') || v === null || v === undefined) continue;
    out[key] = clean(v);
  }
  return out;
};

/** Answers `{data}` (and paging fields such as `total`). */
export const reply = (res: Response, data: unknown, extra: Record<string, unknown> = {}, status = 200) =>
  void res.status(status).json({ data: clean(data), ...extra });
