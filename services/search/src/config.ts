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
    },
    env,
  );
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.SEARCH_DATABASE) };
}
export type SearchConfig = ReturnType<typeof searchConfig>;
