import { signServiceToken, withTransaction, type Logger, type Pool, type PromiseClient, type Tx } from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import { CodeBook, type CodeEntry } from './domain/codes.js';

const TTL_MS = 60_000;

/** Search calls the catalog as itself (role SERVICE), never as a person: snapshots for a rebuild. */
export const serviceToken = (secret: string) => signServiceToken('search', secret);

/** Keeps one code as the catalog published it (`code.upserted`); a replay writes the same row again. */
export async function keepCode(db: Pool | Tx, code: CodeEntry): Promise<void> {
  await db.query(
    `INSERT INTO codes (type, code, name, name_en, description, parent_code, sort, synonyms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (type, code) DO UPDATE SET name = EXCLUDED.name, name_en = EXCLUDED.name_en,
       description = EXCLUDED.description, parent_code = EXCLUDED.parent_code, sort = EXCLUDED.sort, synonyms = EXCLUDED.synonyms`,
    [code.type, code.code, code.name, code.nameEn, code.description, code.parentCode, code.sort, code.synonyms ?? []],
  );
}

async function readCodes(pool: Pool): Promise<CodeEntry[]> {
  const { rows } = await pool.query<CodeEntry>(
    `SELECT type, code, name, name_en AS "nameEn", description, parent_code AS "parentCode", sort, synonyms FROM codes`,
  );
  return rows;
}

/**
 * The catalog's codes as search keeps them in its own database (from `code.upserted` events), read
 * and cached per process; the consumer drops the cache when a code changes. An empty table (a new
 * projection) is seeded once from the catalog's `ListCodes`, as a reindex rebuilds the documents.
 */
export function codeBookCache(options: { pool: Pool; catalog: PromiseClient<CatalogClient>; secret: string; logger: Logger }) {
  const { pool, catalog, secret, logger } = options;
  let cached: { at: number; book: CodeBook } | undefined;
  let loading: Promise<CodeBook> | undefined;

  const seed = async () => {
    const { codes } = await catalog.ListCodes({ type: '' }, { token: await serviceToken(secret), deadlineMs: 5000 });
    await withTransaction(pool, async (tx) => {
      for (const code of codes) await keepCode(tx, code);
    });
    logger.info({ codes: codes.length }, 'seeded the codes from the catalog');
  };

  const load = () =>
    (loading ??= (async () => {
      try {
        let entries = await readCodes(pool);
        if (entries.length === 0) {
          await seed();
          entries = await readCodes(pool);
        }
        const book = new CodeBook(entries);
        cached = { at: Date.now(), book };
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
    /** Reads again when the cached book is more than a second old (a filter naming a code not seen yet; bounded on bad input). */
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
