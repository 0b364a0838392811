import type { Logger, Pool, Redis } from '@screenshelf/kit';
import type { Entitlement__Output } from '@screenshelf/kit/gen/screenshelf/membership/v1/Entitlement.js';
import { applicableMembership, entitledPlan, teamOf } from './domain/membership.js';
import { findOwnAndSeat, findPlan, isFreeUser } from './store.js';

/** What a user may use, as GetEntitlement answers it (the generated proto type). */
export type Entitlement = Entitlement__Output;

export interface Entitlements {
  get(userId: string): Promise<Entitlement>;
  invalidate(userIds: string[]): Promise<void>;
}

/**
 * Entitlements, computed from memberships and cached in Redis per user (short TTL as a backstop);
 * every change this service publishes deletes the affected users' keys.
 */
export function createEntitlements(options: {
  pool: Pool;
  redis: Redis;
  prefix: string;
  ttlSeconds: number;
  logger: Logger;
}): Entitlements {
  const { pool, redis, prefix, ttlSeconds, logger } = options;
  // v2: entitlements carry the group id (team boards); a v1 entry cached before it is never read as one.
  const keyOf = (userId: string) => `${prefix}entitlement:v2:${userId}`;

  const compute = async (userId: string): Promise<Entitlement> => {
    const { own, seat } = await findOwnAndSeat(pool, userId);
    const free = await isFreeUser(pool, userId);
    const membership = applicableMembership(own, seat)?.membership;
    const { plan, paid } = entitledPlan(membership, free);
    const features = (await findPlan(pool, plan))?.features ?? [];
    // A user an admin marked free also carries the FREE feature (product-spec §6).
    return { plan, paid, features: free ? [...features, 'FREE'] : features, groupId: teamOf(membership) };
  };

  return {
    async get(userId) {
      if (!userId) return { plan: 'STARTER', paid: false, features: [], groupId: '' };
      const cached = await redis.get(keyOf(userId)).catch((error: unknown) => {
        logger.warn({ err: error }, 'entitlement cache unavailable; computing');
        return null;
      });
      if (cached) return JSON.parse(cached) as Entitlement;
      const entitlement = await compute(userId);
      await redis.set(keyOf(userId), JSON.stringify(entitlement), 'EX', ttlSeconds).catch(() => undefined);
      return entitlement;
    },
    async invalidate(userIds) {
      const keys = [...new Set(userIds.filter(Boolean))].map(keyOf);
      if (keys.length === 0) return;
      await redis.del(...keys).catch((error: unknown) => logger.warn({ err: error, keys }, 'could not drop cached entitlements'));
    },
  };
}
