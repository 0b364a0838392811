import { z } from 'zod';
import { loadConfig, databaseUrl } from '@screenshelf/kit';

export function membershipConfig(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(
    {
      MEMBERSHIP_GRPC_PORT: z.coerce.number().int().min(0).default(7054),
      MEMBERSHIP_DATABASE: z.string().default('screenshelf_membership'),
      MEMBERSHIP_CONSUMER_GROUP: z.string().default('membership'),
      /** Prefix of the Redis keys (entitlement cache); lets test runs share one Redis. */
      MEMBERSHIP_REDIS_PREFIX: z.string().default('membership:'),
      MEMBERSHIP_ENTITLEMENT_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
      /** How often the billing run looks for due renewals; 0 turns the scheduler off (tests drive it). */
      MEMBERSHIP_BILLING_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
      PAYMENTS_BASE_URL: z.string().url().default('http://127.0.0.1:8091'),
      PAYMENTS_SECRET_KEY: z.string().min(1).default('test_sk_screenshelf_local'),
      /** How long a call to the payment provider may take before its outcome counts as unknown (then reconciled). */
      PAYMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    },
    env,
  );
  if (config.NODE_ENV === 'production' && config.PAYMENTS_SECRET_KEY.startsWith('test_sk_screenshelf')) {
    throw new Error('PAYMENTS_SECRET_KEY must be set in production');
  }
  return { ...config, databaseUrl: databaseUrl(config.POSTGRES_URL, config.MEMBERSHIP_DATABASE) };
}
export type MembershipConfig = ReturnType<typeof membershipConfig>;
