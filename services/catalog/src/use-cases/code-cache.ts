import type { Pool } from '@screenshelf/kit';
import { knownCodesOf, type CodeEntry, type KnownCodes } from '../domain/codes.js';
import { listCodes } from '../store.js';

/** How long the codes are reused before they are read again (a code this process adds drops them at once). */
const TTL_MS = 30_000;

/** The codes, cached briefly: every app, pattern, screen and content write checks its codes against them. */
export function codeCache(pool: Pool) {
  let cached: { at: number; entries: CodeEntry[]; known: KnownCodes } | undefined;
  return {
    async get() {
      if (!cached || Date.now() - cached.at > TTL_MS) {
        const entries = await listCodes(pool);
        cached = { at: Date.now(), entries, known: knownCodesOf(entries) };
      }
      return cached;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type CodeCache = ReturnType<typeof codeCache>;
