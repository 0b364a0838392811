import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { createPool, migrate, type Pool } from './db/postgres.js';
import { startConsumer, type EventConsumer, type Subscription } from './events/consumer.js';
import { createKafka, ensureTopics, type KafkaConnectionConfig } from './events/kafka.js';
import { startOutboxRelay, type OutboxRelay } from './events/outbox.js';
import type { Topic } from './events/topics.js';
import { startGrpcServer, type ServiceBinding } from './grpc/server.js';
import { createMetrics, startMetricsServer, type RunningMetricsServer, type ServiceMetrics } from './metrics.js';
import { createRedis, type Redis } from './redis.js';
import { Lifecycle } from './shutdown.js';

/** The config every service reads at start (the kit's shared variables plus its database). */
export interface ServiceConfig extends KafkaConnectionConfig {
  databaseUrl: string;
  KAFKA_TOPIC_PREFIX: string;
  /** false: the topics exist already (created by a chart Job); the service never creates one. */
  KAFKA_CREATE_TOPICS?: boolean;
  GRPC_MAX_CONNECTION_AGE_MS?: number;
  GRPC_MAX_CONNECTION_AGE_GRACE_MS?: number;
  GRPC_KEEPALIVE_TIME_MS?: number;
  GRPC_KEEPALIVE_TIMEOUT_MS?: number;
  /** The consumer's longest pause between two tries while a dependency is down (30 s unless told). */
  CONSUMER_MAX_WAIT_MS?: number;
  /** Serve `/metrics` on this port (0: a free one); unset: not served. */
  METRICS_PORT?: number;
  REDIS_URL: string;
  BIND_HOST: string;
  INTERNAL_TOKEN_SECRET: string;
}

/** What the kit opened, handed to the service's own wiring. */
export interface ServiceParts<R extends boolean> {
  lifecycle: Lifecycle;
  pool: Pool;
  redis: R extends true ? Redis : undefined;
  kafka: Kafka;
  /** The service's Prometheus registry: a service may add its own series. */
  metrics: ServiceMetrics;
}

/** What a service's wiring gives back: its gRPC bindings, its consumer's subscriptions, and what it exposes (tests, main). */
export interface ServiceWiring<E> {
  services: ServiceBinding[];
  subscriptions?: Subscription[];
  expose: E;
}

/**
 * Starts a service the one way every service starts: migrations (the kit's tables, then the
 * service's), the pool, Redis when asked, Kafka and its topics, the service's own wiring, the outbox
 * relay, the consumer, and the gRPC server (changes with an Idempotency-Key run once). Anything
 * opened is closed, last first, on stop or when a later step fails.
 */
export async function startService<E, R extends boolean = false>(options: {
  name: string;
  config: ServiceConfig;
  logger: Logger;
  grpcPort: number;
  /** The service's SQL migrations folder; null when it keeps only the kit's tables. */
  migrations: string | null;
  topics: Topic[];
  /** Refuse to start while Kafka is away (search, which is nothing without its consumer); the others carry on and publish later. */
  requireKafka?: boolean;
  /** Publish the outbox (every service that writes events). */
  outbox?: boolean;
  redis?: R;
  /** The consumer group; needed when the wiring returns subscriptions. */
  consumerGroup?: string;
  wire: (parts: ServiceParts<R>) => Promise<ServiceWiring<E>>;
}) {
  const { name, config, logger } = options;
  return Lifecycle.start(logger, async (lifecycle) => {
    await migrate(config.databaseUrl, options.migrations, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    let redis: Redis | undefined;
    if (options.redis) {
      const client = createRedis(config.REDIS_URL);
      lifecycle.onClose('redis', async () => void (await client.quit().catch(() => client.disconnect())));
      redis = client;
    }
    const kafka = createKafka(name, config, logger);
    const createTopics = config.KAFKA_CREATE_TOPICS ?? true;
    if (createTopics) {
      const topics = ensureTopics(kafka, options.topics, config.KAFKA_TOPIC_PREFIX);
      if (options.requireKafka) await topics;
      else
        await topics.catch((error: unknown) =>
          logger.warn({ err: error }, 'could not ensure topics; the relay will publish once Kafka is back'),
        );
    }

    const metrics = createMetrics(name, { processMetrics: config.METRICS_PORT !== undefined });
    lifecycle.onClose('metrics watchers', () => metrics.close());
    const wiring = await options.wire({ lifecycle, pool, redis: redis as ServiceParts<R>['redis'], kafka, metrics });

    let relay: OutboxRelay | undefined;
    if (options.outbox) {
      const started = startOutboxRelay({ pool, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
      lifecycle.onClose('outbox relay', () => started.stop());
      relay = started;
      metrics.watchOutbox(pool);
    }
    let consumer: EventConsumer | undefined;
    if (wiring.subscriptions?.length) {
      if (!options.consumerGroup) throw new Error(`${name}: subscriptions need a consumer group`);
      const started = await startConsumer({
        kafka,
        pool,
        logger,
        groupId: options.consumerGroup,
        topicPrefix: config.KAFKA_TOPIC_PREFIX,
        createTopics,
        subscriptions: wiring.subscriptions,
        maxWaitMs: config.CONSUMER_MAX_WAIT_MS,
        metrics,
      });
      lifecycle.onClose('consumer', () => started.stop());
      consumer = started;
      metrics.watchConsumer(kafka, options.consumerGroup, wiring.subscriptions.map((s) => config.KAFKA_TOPIC_PREFIX + s.topic.name));
    }
    const grpcServer = await startGrpcServer({
      name,
      port: options.grpcPort,
      host: config.BIND_HOST,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      idempotency: { pool },
      connection: {
        maxConnectionAgeMs: config.GRPC_MAX_CONNECTION_AGE_MS,
        maxConnectionAgeGraceMs: config.GRPC_MAX_CONNECTION_AGE_GRACE_MS,
        keepaliveTimeMs: config.GRPC_KEEPALIVE_TIME_MS,
        keepaliveTimeoutMs: config.GRPC_KEEPALIVE_TIMEOUT_MS,
      },
      logger,
      services: wiring.services,
      metrics,
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    let metricsServer: RunningMetricsServer | undefined;
    if (config.METRICS_PORT !== undefined) {
      const started = await startMetricsServer({ registry: metrics.registry, port: config.METRICS_PORT, host: config.BIND_HOST, logger });
      lifecycle.onClose('metrics', () => started.stop());
      metricsServer = started;
    }
    return {
      ...wiring.expose,
      port: grpcServer.port,
      host: grpcServer.host,
      pool,
      redis: redis as ServiceParts<R>['redis'],
      relay,
      consumer,
      metrics,
      metricsServer,
      stop: () => lifecycle.close(),
      lifecycle,
    };
  });
}
