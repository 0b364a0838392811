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
import type { MarketplaceClient } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import type { SearchConfig } from './config.js';
import { codeBookCache, serviceToken } from './codebook.js';
import { catalogSubscription, viewSubscription, WriteTargets } from './events.js';
import { browseCache } from './browse-cache.js';
import { searchHandlers } from './grpc.js';
import { vectorFiller } from './embedder.js';
import { embeddingsClient } from './embeddings.js';
import { ensureIndices, indexNames, VECTOR_KINDS, type VectorSpace } from './indices.js';
import { productProjection } from './products.js';
import { reindexer } from './reindex.js';
import { trendingStore } from './trending.js';
import { searchActions } from './use-cases/index.js';

/** The aliases whose documents carry vectors. */
const VECTOR_KINDS_OF = (prefix: string) => Object.fromEntries(VECTOR_KINDS.map((kind) => [kind, indexNames(prefix)[kind]]));

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts search: the Elasticsearch indices, the catalog and view consumers and the gRPC server. Without Kafka it refuses to start. */
export async function startSearch(config: SearchConfig, logger: Logger = createLogger('search', config.LOG_LEVEL)) {
  return startService({
    name: 'search',
    config,
    logger,
    grpcPort: config.SEARCH_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.catalogApp, Topics.activityView, Topics.marketplaceOrder],
    requireKafka: true,
    redis: true,
    consumerGroup: config.SEARCH_CONSUMER_GROUP,
    async wire({ lifecycle, pool, redis, metrics }) {
      // Reads and writes answer 503 at once while Elasticsearch is down (a circuit breaker), instead
      // of each waiting out its time-out; the consumer then waits for Elasticsearch to come back.
      const es = guarded(
        new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 10_000, maxRetries: 1 }),
        circuitBreaker('elasticsearch', logger, undefined, metrics),
        ['search', 'get', 'mget', 'count', 'bulk', 'index', 'delete', 'exists'],
      );
      lifecycle.onClose('elasticsearch', () => es.close());
      const catalog = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', config.CATALOG_ADDR);
      lifecycle.onClose('catalog client', () => catalog.close());
      const marketplace = createGrpcClient<MarketplaceClient>('marketplace.proto', 'screenshelf.marketplace.v1.Marketplace', config.MARKETPLACE_ADDR);
      lifecycle.onClose('marketplace client', () => marketplace.close());
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
            queryTimeoutMs: config.EMBEDDINGS_QUERY_TIMEOUT_MS,
            logger,
            metrics,
          })
        : undefined;
      const { vectorsChanged } = await ensureIndices(es, prefix, logger, vectors);
      const codes = codeBookCache({ pool, catalog, secret: config.INTERNAL_TOKEN_SECRET, logger });
      const trending = trendingStore(redis, prefix);
      // Vectors are filled in the background (embedder.ts), never by the consumer.
      const filler = embeddings
        ? vectorFiller({ es, aliases: VECTOR_KINDS_OF(prefix), embeddings, vectors, codes, batch: config.EMBEDDINGS_BATCH, logger })
        : undefined;
      if (filler) {
        const repeating = filler.start(config.EMBEDDER_INTERVAL_MS);
        lifecycle.onClose('embedder', () => repeating.stop());
      }
      const cache = await browseCache({
        entries: config.SEARCH_BROWSE_CACHE_ENTRIES,
        maxBytes: config.SEARCH_BROWSE_CACHE_MB * 1024 * 1024,
        settleMs: config.SEARCH_BROWSE_CACHE_SETTLE_MS,
        // A change is searchable once a refresh begun after it returns, however busy Elasticsearch is.
        refresh: () => es.indices.refresh({ index: Object.values(indexNames(prefix)), ignore_unavailable: true }),
        redis,
        channel: `${prefix}search:library-changed`,
        logger,
        registry: metrics.registry,
      });
      lifecycle.onClose('browse cache', () => cache.close());
      const targets = new WriteTargets(indexNames(prefix));
      const rebuild = reindexer(es, prefix, targets, catalog, () => serviceToken(config.INTERNAL_TOKEN_SECRET), logger, vectors);
      // A rebuilt index behind the aliases is a change too.
      const reindex = async () => {
        const done = await rebuild();
        await cache.changed({ kind: 'reindex', id: prefix, version: 0 });
        return done;
      };
      // Another embedding model than the indices hold: rebuild them (vectors are never mixed).
      if (vectorsChanged) void reindex().catch((error: unknown) => logger.error({ err: error }, 'reindex for the new embedding model failed'));
      const products = productProjection({ es, targets, marketplace, token: () => serviceToken(config.INTERNAL_TOKEN_SECRET), logger });
      const retrying = products.startRetrying(pool, config.PRODUCTS_RETRY_INTERVAL_MS);
      lifecycle.onClose('pending products', () => retrying.stop());
      return {
        services: [{ protoFile: 'search.proto', service: 'screenshelf.search.v1.Search', handlers: searchHandlers(searchActions({ es, prefix, codes, trending, reindex, secret: config.INTERNAL_TOKEN_SECRET, embeddings, vectors, minSimilarity: config.EMBEDDINGS_MIN_SIMILARITY, logger, cache })) }],
        subscriptions: [
          catalogSubscription(es, targets, codes, logger, cache.changed),
          viewSubscription(trending),
          products.subscription,
        ],
        expose: { es, reindex, trending, filler },
      };
    },
  });
}
