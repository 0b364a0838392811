import { Client } from '@elastic/elasticsearch';
import {
  circuitBreaker,
  createGrpcClient,
  createKafka,
  createLogger,
  createPool,
  createRedis,
  ensureTopics,
  Lifecycle,
  migrate,
  startConsumer,
  startGrpcServer,
  guarded,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { CatalogClient } from '@screenshelf/kit/gen/screenshelf/catalog/v1/Catalog.js';
import type { SearchConfig } from './config.js';
import { codeBookCache, serviceToken } from './codebook.js';
import { catalogSubscription, viewSubscription, WriteTargets } from './events.js';
import { searchHandlers } from './grpc.js';
import { ensureIndices, indexNames } from './indices.js';
import { reindexer } from './reindex.js';
import { trendingStore } from './trending.js';

/** Starts search: the Elasticsearch indices, the catalog and view consumers and the gRPC server. */
export async function startSearch(config: SearchConfig, logger: Logger = createLogger('search', config.LOG_LEVEL)) {
  return Lifecycle.start(logger, async (lifecycle) => {
    await migrate(config.databaseUrl, null, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    // Reads and writes answer 503 at once while Elasticsearch is down (a circuit breaker), instead
    // of each waiting out its time-out; the consumer then waits for Elasticsearch to come back.
    const es = guarded(
      new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 10_000, maxRetries: 1 }),
      circuitBreaker('elasticsearch', logger),
      ['search', 'get', 'mget', 'count', 'bulk', 'index', 'delete', 'exists'],
    );
    lifecycle.onClose('elasticsearch', () => es.close());
    const redis = createRedis(config.REDIS_URL);
    lifecycle.onClose('redis', () => redis.quit());
    const catalog = createGrpcClient<CatalogClient>('catalog.proto', 'screenshelf.catalog.v1.Catalog', config.CATALOG_ADDR);
    lifecycle.onClose('catalog client', () => catalog.close());
    const prefix = config.SEARCH_INDEX_PREFIX;
    await ensureIndices(es, prefix, logger);
    const codes = codeBookCache(catalog, config.INTERNAL_TOKEN_SECRET, logger);
    const trending = trendingStore(redis, prefix);
    const targets = new WriteTargets(indexNames(prefix));
    const kafka = createKafka('search', config.KAFKA_BROKERS, logger);
    await ensureTopics(kafka, [Topics.catalogApp, Topics.activityView], config.KAFKA_TOPIC_PREFIX);
    const consumer = await startConsumer({
      kafka,
      pool,
      logger,
      groupId: config.SEARCH_CONSUMER_GROUP,
      topicPrefix: config.KAFKA_TOPIC_PREFIX,
      subscriptions: [catalogSubscription(es, targets, codes, logger), viewSubscription(trending)],
    });
    lifecycle.onClose('consumer', () => consumer.stop());
    const reindex = reindexer(es, prefix, targets, catalog, () => serviceToken(config.INTERNAL_TOKEN_SECRET), logger);
    const grpcServer = await startGrpcServer({
      name: 'search',
      port: config.SEARCH_GRPC_PORT,
      host: config.BIND_HOST,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      logger,
      services: [
        {
          protoFile: 'search.proto',
          service: 'screenshelf.search.v1.Search',
          handlers: searchHandlers({ es, prefix, codes, trending, reindex }),
        },
      ],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, es, pool, redis, consumer, reindex, trending, stop: () => lifecycle.close(), lifecycle };
  });
}
