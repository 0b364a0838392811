import { fileURLToPath } from 'node:url';
import {
  createKafka,
  createLogger,
  createPool,
  ensureTopics,
  Lifecycle,
  migrate,
  startGrpcServer,
  startOutboxRelay,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { CatalogConfig } from './config.js';
import { catalogHandlers } from './grpc.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/** Starts the catalog: migrations, the outbox relay to Kafka, and the gRPC server. */
export async function startCatalog(config: CatalogConfig, logger: Logger = createLogger('catalog', config.LOG_LEVEL)) {
  const lifecycle = new Lifecycle(logger);
  try {
    await migrate(config.databaseUrl, MIGRATIONS, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const kafka = createKafka('catalog', config.KAFKA_BROKERS, logger);
    await ensureTopics(kafka, [Topics.catalogApp], config.KAFKA_TOPIC_PREFIX).catch((error) =>
      logger.warn({ err: error }, 'could not ensure topics; the relay will publish once Kafka is back'),
    );
    const relay = startOutboxRelay({ pool, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
    lifecycle.onClose('outbox relay', () => relay.stop());
    const grpcServer = await startGrpcServer({
      name: 'catalog',
      port: config.CATALOG_GRPC_PORT,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      logger,
      services: [{ protoFile: 'catalog.proto', service: 'screenshelf.catalog.v1.Catalog', handlers: catalogHandlers(pool) }],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return { port: grpcServer.port, pool, relay, stop: () => lifecycle.close(), lifecycle };
  } catch (error) {
    await lifecycle.close(); // leave nothing half-open when a start fails
    throw error;
  }
}
