import { fileURLToPath } from 'node:url';
import { createLogger, startService, tossPayments, Topics, type Logger } from '@screenshelf/kit';
import { localStorage, s3Storage } from '@screenshelf/kit/storage';
import type { MarketplaceConfig } from './config.js';
import { identityUserSubscription } from './events.js';
import { marketplaceHandlers } from './grpc.js';
import { marketplaceActions } from './use-cases/index.js';
import { startPendingOrderSweep } from './use-cases/order-sweep.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the marketplace: migrations, the outbox relay (marketplace.order), the identity.user
 * projection, the sweep that settles orders whose payment was not heard, and the gRPC server. `actions` and `storage` are exposed for tests.
 */
export async function startMarketplace(config: MarketplaceConfig, logger: Logger = createLogger('marketplace', config.LOG_LEVEL)) {
  return startService({
    name: 'marketplace',
    config,
    logger,
    grpcPort: config.MARKETPLACE_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.identityUser, Topics.marketplaceOrder],
    outbox: true,
    consumerGroup: config.MARKETPLACE_CONSUMER_GROUP || `${config.KAFKA_TOPIC_PREFIX}marketplace`,
    async wire({ lifecycle, pool }) {
      const storage =
        config.MARKETPLACE_STORAGE === 's3'
          ? s3Storage({ bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT, publicBaseUrl: config.S3_PUBLIC_BASE_URL })
          : localStorage(config.storageDir, config.INTERNAL_TOKEN_SECRET);
      const provider = tossPayments({ baseUrl: config.PAYMENTS_BASE_URL, secretKey: config.PAYMENTS_SECRET_KEY, timeoutMs: config.PAYMENTS_TIMEOUT_MS });
      const actions = marketplaceActions({ pool, storage, logger, provider, paymentTimeoutMs: config.PAYMENTS_TIMEOUT_MS });
      if (config.MARKETPLACE_RECONCILE_INTERVAL_MS > 0) {
        const sweep = startPendingOrderSweep({ run: () => actions.settleStalePending(), intervalMs: config.MARKETPLACE_RECONCILE_INTERVAL_MS, logger });
        lifecycle.onClose('pending order sweep', () => sweep.stop());
      }
      return {
        services: [{ protoFile: 'marketplace.proto', service: 'screenshelf.marketplace.v1.Marketplace', handlers: marketplaceHandlers(actions) }],
        subscriptions: [identityUserSubscription(logger)],
        expose: { actions, storage },
      };
    },
  });
}
