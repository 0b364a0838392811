import { fileURLToPath } from 'node:url';
import { Client } from '@elastic/elasticsearch';
import {
  circuitBreaker,
  createGrpcClient,
  createLogger,
  guarded,
  startService,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { SearchConfig } from './config.js';
import { codeBookCache, serviceToken } from './codebook.js';
import { catalogSubscription, viewSubscription, WriteTargets } from './events.js';
import { searchHandlers } from './grpc.js';
import { embeddingsClient } from './embeddings.js';
import { ensureIndices, indexNames, type VectorSpace } from './indices.js';
import { reindexer } from './reindex.js';
import { trendingStore } from './trending.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts search: the Elasticsearch indices, the catalog and view consumers and the gRPC server. Without Kafka it refuses to start. */
export async function startSearch(config: SearchConfig, logger: Logger = createLogger('search', config.LOG_LEVEL)) {
  return startService({
    name: 'search',
    config,
    logger,
    grpcPort: config.SEARCH_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.catalogApp, Topics.activityView],
    requireKafka: true,
    redis: true,
    consumerGroup: config.SEARCH_CONSUMER_GROUP,
    async wire({ lifecycle, pool, redis }) {
      // Reads and writes answer 503 at once while Elasticsearch is down (a circuit breaker), instead
      // of each waiting out its time-out; the consumer then waits for Elasticsearch to come back.
      const es = guarded(
        new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 10_000, maxRetries: 1 }),
        circuitBreaker('elasticsearch', logger),
        ['search', 'get', 'mget', 'count', 'bulk', 'index', 'delete', 'exists'],
      );
      lifecycle.onClose('elasticsearch', () => es.close());
      const catalog = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', config.CATALOG_ADDR);
      lifecycle.onClose('catalog client', () => catalog.close());
      const prefix = config.SEARCH_INDEX_PREFIX;
      const vectors: VectorSpace = { model: config.EMBEDDINGS_MODEL, dims: config.EMBEDDINGS_DIMS };
      const embeddings = config.EMBEDDINGS_URL
        ? embeddingsClient({
            url: config.EMBEDDINGS_URL,
            model: config.EMBEDDINGS_MODEL,
            dims: config.EMBEDDINGS_DIMS,
            apiKey: config.EMBEDDINGS_API_KEY,
            batch: config.EMBEDDINGS_BATCH,
            timeoutMs: config.EMBEDDINGS_TIMEOUT_MS,
            logger,
          })
        : undefined;
      const { vectorsChanged } = await ensureIndices(es, prefix, logger, vectors);
      const codes = codeBookCache({ pool, catalog, secret: config.INTERNAL_TOKEN_SECRET, logger });
      const trending = trendingStore(redis, prefix);
      const targets = new WriteTargets(indexNames(prefix));
      const reindex = reindexer(es, prefix, targets, catalog, () => serviceToken(config.INTERNAL_TOKEN_SECRET), logger, vectors);
      // Another embedding model than the indices hold: rebuild them (vectors are never mixed).
      if (vectorsChanged) void reindex().catch((error: unknown) => logger.error({ err: error }, 'reindex for the new embedding model failed'));
      return {
        services: [{ protoFile: 'search.proto', service: 'screenshelf.search.v1.Search', handlers: searchHandlers({ es, prefix, codes, trending, reindex, secret: config.INTERNAL_TOKEN_SECRET, embeddings, vectors, logger }) }],
        subscriptions: [catalogSubscription(es, targets, codes, logger), viewSubscription(trending)],
        expose: { es, reindex, trending },
      };
    },
  });
}
