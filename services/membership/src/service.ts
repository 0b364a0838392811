import { fileURLToPath } from 'node:url';
import {
  createKafka,
  createLogger,
  createPool,
  createRedis,
  ensureTopics,
  Lifecycle,
  migrate,
  startConsumer,
  startGrpcServer,
  startOutboxRelay,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import { runBilling, startBillingScheduler } from './use-cases/billing.js';
import type { MembershipConfig } from './config.js';
import { createEntitlements } from './entitlement.js';
import { entitlementInvalidation, identityUserSubscription } from './events.js';
import { membershipHandlers } from './grpc.js';
import { membershipActions } from './use-cases/index.js';
import { tossPayments } from './payments/toss.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts membership: migrations, the outbox relay, the identity.user projection and the cache
 * invalidation consumer, the billing scheduler and the gRPC server. `runBilling(now)` is the test
 * hook that drives renewals at a chosen time.
 */
export async function startMembership(config: MembershipConfig, logger: Logger = createLogger('membership', config.LOG_LEVEL)) {
  return Lifecycle.start(logger, async (lifecycle) => {
    await migrate(config.databaseUrl, MIGRATIONS, logger);
    const pool = createPool(config.databaseUrl);
    lifecycle.onClose('postgres', () => pool.end());
    const redis = createRedis(config.REDIS_URL);
    lifecycle.onClose('redis', async () => void (await redis.quit().catch(() => redis.disconnect())));
    const entitlements = createEntitlements({
      pool,
      redis,
      prefix: config.MEMBERSHIP_REDIS_PREFIX,
      ttlSeconds: config.MEMBERSHIP_ENTITLEMENT_TTL_SECONDS,
      logger,
    });
    const provider = tossPayments({ baseUrl: config.PAYMENTS_BASE_URL, secretKey: config.PAYMENTS_SECRET_KEY, timeoutMs: config.PAYMENTS_TIMEOUT_MS });
    const actions = membershipActions({ pool, provider, entitlements, logger });

    const kafka = createKafka('membership', config.KAFKA_BROKERS, logger);
    await ensureTopics(kafka, [Topics.identityUser, Topics.membershipSubscription], config.KAFKA_TOPIC_PREFIX).catch((error) =>
      logger.warn({ err: error }, 'could not ensure topics; the relay will publish once Kafka is back'),
    );
    const relay = startOutboxRelay({ pool, kafka, logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
    lifecycle.onClose('outbox relay', () => relay.stop());
    const consumer = await startConsumer({
      kafka,
      pool,
      logger,
      groupId: config.MEMBERSHIP_CONSUMER_GROUP,
      topicPrefix: config.KAFKA_TOPIC_PREFIX,
      subscriptions: [identityUserSubscription(logger), entitlementInvalidation(entitlements)],
    });
    lifecycle.onClose('consumer', () => consumer.stop());

    const billing = (now: Date = new Date()) => runBilling(pool, actions, logger, now);
    if (config.MEMBERSHIP_BILLING_INTERVAL_MS > 0) {
      const scheduler = startBillingScheduler({
        run: () => billing(),
        intervalMs: config.MEMBERSHIP_BILLING_INTERVAL_MS,
        logger,
      });
      lifecycle.onClose('billing scheduler', () => scheduler.stop());
    }

    const grpcServer = await startGrpcServer({
      name: 'membership',
      port: config.MEMBERSHIP_GRPC_PORT,
      host: config.BIND_HOST,
      tokenSecret: config.INTERNAL_TOKEN_SECRET,
      idempotency: { pool },
      logger,
      services: [
        {
          protoFile: 'membership.proto',
          service: 'screenshelf.membership.v1.Membership',
          handlers: membershipHandlers(actions, entitlements),
        },
      ],
    });
    lifecycle.onClose('grpc', () => grpcServer.stop());
    return {
      port: grpcServer.port,
      pool,
      redis,
      relay,
      consumer,
      actions,
      entitlements,
      runBilling: billing,
      stop: () => lifecycle.close(),
      lifecycle,
    };
  });
}
