import { fileURLToPath } from 'node:url';
import { createLogger, startService, tossPayments, Topics, type Logger, auditBinding } from '@screenshelf/kit';
import { runBilling, startBillingScheduler } from './use-cases/billing.js';
import type { MembershipConfig } from './config.js';
import { createEntitlements } from './entitlement.js';
import { entitlementInvalidation, identityUserSubscription } from './events.js';
import { membershipHandlers } from './grpc.js';
import { membershipActions } from './use-cases/index.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Starts membership: migrations, the outbox relay, the identity.user projection and the cache
 * invalidation consumer, the billing scheduler and the gRPC server. `runBilling(now)` is the test
 * hook that drives renewals at a chosen time.
 */
export async function startMembership(config: MembershipConfig, logger: Logger = createLogger('membership', config.LOG_LEVEL)) {
  return startService({
    name: 'membership',
    config,
    logger,
    grpcPort: config.MEMBERSHIP_GRPC_PORT,
    migrations: MIGRATIONS,
    topics: [Topics.identityUser, Topics.membershipSubscription],
    outbox: true,
    redis: true,
    consumerGroup: config.MEMBERSHIP_CONSUMER_GROUP,
    async wire({ lifecycle, pool, redis }) {
      const entitlements = createEntitlements({
        pool,
        redis,
        prefix: config.MEMBERSHIP_REDIS_PREFIX,
        ttlSeconds: config.MEMBERSHIP_ENTITLEMENT_TTL_SECONDS,
        logger,
      });
      const provider = tossPayments({ baseUrl: config.PAYMENTS_BASE_URL, secretKey: config.PAYMENTS_SECRET_KEY, timeoutMs: config.PAYMENTS_TIMEOUT_MS });
      const actions = membershipActions({ pool, provider, entitlements, logger });
      const billing = (now: Date = new Date()) => runBilling(pool, actions, logger, now);
      if (config.MEMBERSHIP_BILLING_INTERVAL_MS > 0) {
        const scheduler = startBillingScheduler({ run: () => billing(), intervalMs: config.MEMBERSHIP_BILLING_INTERVAL_MS, logger });
        lifecycle.onClose('billing scheduler', () => scheduler.stop());
      }
      return {
        services: [
          { protoFile: 'membership.proto', service: 'screenshelf.membership.v1.Membership', handlers: membershipHandlers(actions, entitlements) },
          auditBinding('membership', pool),
        ],
        subscriptions: [identityUserSubscription(logger), entitlementInvalidation(entitlements)],
        expose: { actions, entitlements, runBilling: billing },
      };
    },
  });
}
