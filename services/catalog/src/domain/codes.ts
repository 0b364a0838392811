import { z } from 'zod';
import { parseOrThrow, validationError } from '@screenshelf/kit';

export const CODE_TYPES = ['CATEGORY', 'PATTERN', 'COMPONENT'] as const;
export type CodeType = (typeof CODE_TYPES)[number];

export interface CodeEntry {
  type: CodeType;
  code: string;
  name: string;
  nameEn: string;
  description: string;
  parentCode: string;
  sort: number;
  /** Other words for it, Korean and English (search's vocabulary, issue 28). */
  synonyms: string[];
}

/** The codes the catalog knows, by type. */
export type KnownCodes = Record<CodeType, Set<string>>;

export function knownCodesOf(entries: CodeEntry[]): KnownCodes {
  const known: KnownCodes = { CATEGORY: new Set(), PATTERN: new Set(), COMPONENT: new Set() };
  for (const entry of entries) known[entry.type].add(entry.code);
  return known;
}

/** Unknown codes are bad input: a filter or a screen must only name codes the library has. */
export function assertKnownCodes(known: KnownCodes, type: CodeType, codes: Iterable<string>, field: string): void {
  const unknown = [...codes].filter((c) => c !== '' && !known[type].has(c));
  if (unknown.length) {
    throw validationError(`Unknown ${type.toLowerCase()} codes: ${unknown.join(', ')}`, [
      { path: field, message: `unknown ${type.toLowerCase()} code`, codes: unknown },
    ]);
  }
}

export const NewCode = z.object({
  type: z.enum(CODE_TYPES),
  code: z.string().trim().regex(/^[0-9A-Za-z_-]{1,40}$/),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).default(''),
  description: z.string().trim().max(1000).default(''),
  parentCode: z.string().trim().max(40).default(''),
  /** Other words designers use for it (search turns them into this code); duplicates dropped. */
  synonyms: z
    .array(z.string().trim().min(1).max(60))
    .max(100)
    .default([])
    .transform((words) => [...new Set(words)]),
});
export type NewCode = z.infer<typeof NewCode>;

/** A new code: a parent, when named, must be a code of the same type. */
export function admitCode(input: unknown, known: KnownCodes): NewCode {
  const code = parseOrThrow(NewCode, input, 'code');
  if (code.parentCode) assertKnownCodes(known, code.type, [code.parentCode], 'parentCode');
  return code;
}
