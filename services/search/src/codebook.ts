import { signServiceToken, type Logger, type PromiseClient } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import { CodeBook } from './domain/codes.js';

const TTL_MS = 60_000;

/** Search calls the catalog as itself (role SERVICE), never as a person: codes and snapshots. */
export const serviceToken = (secret: string) => signServiceToken('search', secret);

/**
 * The catalog's codes, loaded over gRPC and cached; a `code.upserted` event or a filter naming a
 * code not seen yet reloads them, so a new code is usable at once.
 */
export function codeBookCache(catalog: PromiseClient<CatalogClient>, secret: string, logger: Logger) {
  let cached: { at: number; book: CodeBook } | undefined;
  let loading: Promise<CodeBook> | undefined;
  const load = () =>
    (loading ??= (async () => {
      try {
        const { codes } = await catalog.ListCodes({ type: '' }, { token: await serviceToken(secret), deadlineMs: 5000 });
        const book = new CodeBook(codes);
        cached = { at: Date.now(), book };
        logger.debug({ codes: book.size }, 'loaded codes from the catalog');
        return book;
      } finally {
        loading = undefined;
      }
    })());
  return {
    async get(): Promise<CodeBook> {
      if (cached && Date.now() - cached.at < TTL_MS) return cached.book;
      return load();
    },
    /** Reloads when the cached book was loaded more than a second ago (bounded reloads on bad input). */
    async fresh(): Promise<CodeBook> {
      if (cached && Date.now() - cached.at < 1000) return cached.book;
      return load();
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type CodeBookCache = ReturnType<typeof codeBookCache>;
