import { Client } from '@elastic/elasticsearch';
import {
  createKafka,
  createLogger,
  createPool,
  ensureTopics,
  Lifecycle,
  migrate,
  startConsumer,
  startGrpcServer,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { SearchConfig } from './config.js';
import { catalogSubscription } from './events.js';
import { searchHandlers } from './grpc.js';
import { ensureIndices } from './indices.js';

/** Starts search: the Elasticsearch indices, the catalog consumer and the gRPC server. */
export async function startSearch(config: SearchConfig, logger: Logger = createLogger('search', config.LOG_LEVEL)) {
  const lifecycle = new Lifecycle(logger);
  try {
    await migrate(config.databaseUrl, null, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const es = new Client({ node: config.ELASTICSEARCH_URL, requestTimeout: 10_000 });
    lifecycle.onClose('elasticsearch', () => es.close());
    await ensureIndices(es, config.SEARCH_INDEX_PREFIX, logger);
    const kafka = createKafka('search', config.KAFKA_BROKERS, logger);
    await ensureTopics(kafka, [Topics.catalogApp], config.KAFKA_TOPIC_PREFIX);
    const consumer = await startConsumer({
      kafka,
      pool,
      logger,
      groupId: config.SEARCH_CONSUMER_GROUP,
      topicPrefix: config.KAFKA_TOPIC_PREFIX,
      subscriptions: [catalogSubscription(es, config.SEARCH_INDEX_PREFIX, logger)],
    });
    lifecycle.onClose('consumer', () => consumer.stop());
    const grpcServer = await startGrpcServer({
      name: 'search',
      port: config.SEARCH_GRPC_PORT,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      logger,
      services: [
        {
          protoFile: 'search.proto',
          service: 'screenshelf.search.v1.Search',
          handlers: searchHandlers(es, config.SEARCH_INDEX_PREFIX),
        },
      ],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, es, pool, consumer, stop: () => lifecycle.close(), lifecycle };
  } catch (error) {
    await lifecycle.close(); // leave nothing half-open when a start fails
    throw error;
  }
}
