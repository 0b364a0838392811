import { fileURLToPath } from 'node:url';
import { createLogger, startRepeating, startService, tossPayments, Topics, type Logger, auditBinding } from '@screenshelf/kit';
import { chooseStorage } from '@screenshelf/kit/storage';
import type { MarketplaceConfig } from './config.js';
import { identityUserSubscription } from './events.js';
import { marketplaceHandlers } from './grpc.js';
import { marketplaceActions } from './use-cases/index.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts the marketplace: migrations, the outbox relay (marketplace.order), the identity.user
 * projection, the sweep that settles orders whose payment was not heard, the sweep that retries removing
 * erased products' stored files, and the gRPC server. `actions` and `storage` are exposed for tests.
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
      const storage = chooseStorage({
        kind: config.MARKETPLACE_STORAGE,
        dir: config.storageDir,
        secret: config.INTERNAL_TOKEN_SECRET,
        s3: { bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT, publicBaseUrl: config.S3_PUBLIC_BASE_URL },
      });
      const provider = tossPayments({ baseUrl: config.PAYMENTS_BASE_URL, secretKey: config.PAYMENTS_SECRET_KEY, timeoutMs: config.PAYMENTS_TIMEOUT_MS });
      const actions = marketplaceActions({ pool, storage, logger, provider, paymentTimeoutMs: config.PAYMENTS_TIMEOUT_MS });
      if (config.MARKETPLACE_RECONCILE_INTERVAL_MS > 0) {
        const sweep = startRepeating({
          name: 'pending order sweep',
          intervalMs: config.MARKETPLACE_RECONCILE_INTERVAL_MS,
          logger,
          run: async () => {
            const settled = await actions.settleStalePending();
            if (settled > 0) logger.info({ settled }, 'pending orders settled');
          },
        });
        lifecycle.onClose('pending order sweep', () => sweep.stop());
      }
      if (config.MARKETPLACE_FILE_SWEEP_INTERVAL_MS > 0) {
        const sweep = startRepeating({
          name: 'file removal sweep',
          intervalMs: config.MARKETPLACE_FILE_SWEEP_INTERVAL_MS,
          logger,
          run: async () => {
            const { removed, kept, failed } = await actions.sweepFileRemovals();
            if (removed + kept + failed > 0) logger.info({ removed, kept, failed }, 'stored files of erased products swept');
          },
        });
        lifecycle.onClose('file removal sweep', () => sweep.stop());
      }
      return {
        services: [
          { protoFile: 'marketplace.proto', service: 'screenshelf.marketplace.v1.Marketplace', handlers: marketplaceHandlers(actions) },
          auditBinding('marketplace', pool),
        ],
        subscriptions: [identityUserSubscription(logger)],
        expose: { actions, storage },
      };
    },
  });
}
