import { fileURLToPath } from 'node:url';
import {
  createKafka,
  createLogger,
  createPool,
  ensureTopics,
  Lifecycle,
  migrate,
  startGrpcServer,
  startConsumer,
  startOutboxRelay,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { CatalogConfig } from './config.js';
import { userDeletedSubscription } from './events.js';
import { catalogHandlers } from './grpc.js';
import { colourReader } from './images.js';
import { localStorage, s3Storage } from './storage.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the catalog: migrations, the outbox relay to Kafka, the identity.user consumer (closed
 * accounts lose their bookmarks and likes) and the gRPC server.
 */
export async function startCatalog(config: CatalogConfig, logger: Logger = createLogger('catalog', config.LOG_LEVEL)) {
  return Lifecycle.start(logger, async (lifecycle) => {
    await migrate(config.databaseUrl, MIGRATIONS, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const kafka = createKafka('catalog', config.KAFKA_BROKERS, logger);
    await ensureTopics(kafka, [Topics.catalogApp, Topics.identityUser], config.KAFKA_TOPIC_PREFIX).catch((error) =>
      logger.warn({ err: error }, 'could not ensure topics; the relay will publish once Kafka is back'),
    );
    const relay = startOutboxRelay({ pool, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
    lifecycle.onClose('outbox relay', () => relay.stop());
    const consumer = await startConsumer({
      kafka,
      pool,
      logger,
      groupId: config.CATALOG_CONSUMER_GROUP || `${config.KAFKA_TOPIC_PREFIX}catalog`,
      topicPrefix: config.KAFKA_TOPIC_PREFIX,
      subscriptions: [userDeletedSubscription(logger)],
    });
    lifecycle.onClose('consumer', () => consumer.stop());
    const storage =
      config.CATALOG_STORAGE === 's3'
        ? s3Storage({ bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT, publicBaseUrl: config.S3_PUBLIC_BASE_URL })
        : localStorage(config.storageDir, config.INTERNAL_TOKEN_SECRET);
    const grpcServer = await startGrpcServer({
      name: 'catalog',
      port: config.CATALOG_GRPC_PORT,
      host: config.BIND_HOST,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      idempotency: { pool },
      logger,
      services: [{ protoFile: 'catalog.proto', service: 'screenshelf.catalog.v1.Catalog', handlers: catalogHandlers(pool, { storage, coloursOf: colourReader(storage, logger), logger }) }],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, pool, relay, consumer, storage, stop: () => lifecycle.close(), lifecycle };
  });
}
