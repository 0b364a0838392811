import type { Redis } from '@screenshelf/kit';
import { bucketWeights, hourOf, WINDOW_HOURS } from './domain/trending.js';

export type TrendingItem = 'APP' | 'IMAGE' | 'PRODUCT' | 'CONTENT';

/** A viewer's views of one item count once in this window (the half-life of a view's weight). */
export const VIEW_WINDOW_SECONDS = 6 * 3600;

/** How long a computed ranking is reused: real time enough, and cheap under load. */
const RANKING_TTL_SECONDS = 2;

/**
 * Real-time view counts in Redis sorted sets: one set per item type and hour; the ranking is the
 * weighted union of the last WINDOW_HOURS sets (time decay), cached for a couple of seconds.
 */
export function trendingStore(redis: Redis, prefix: string) {
  const bucketKey = (item: TrendingItem, hour: number) => `${prefix}trending:${item}:${hour}`;
  return {
    /** True the first time `viewer` views the item in VIEW_WINDOW_SECONDS (SET NX with a TTL). */
    async firstView(item: TrendingItem, itemId: string, viewer: string): Promise<boolean> {
      return (await redis.set(`${prefix}viewed:${item}:${itemId}:${viewer}`, '1', 'EX', VIEW_WINDOW_SECONDS, 'NX')) === 'OK';
    },

    async recordView(item: TrendingItem, itemId: string, at: Date): Promise<void> {
      const key = bucketKey(item, hourOf(at.getTime()));
      await redis.multi().zincrby(key, 1, itemId).expire(key, (WINDOW_HOURS + 1) * 3600).exec();
    },

    /** The top `limit` items with their decayed scores, highest first. */
    async ranking(item: TrendingItem, limit = 1000): Promise<{ id: string; score: number }[]> {
      const dest = `${prefix}trending:${item}:ranking`;
      if ((await redis.exists(dest)) === 0) {
        const weights = bucketWeights(Date.now());
        await redis
          .multi()
          .zunionstore(dest, weights.length, ...weights.map((w) => bucketKey(item, w.hour)), 'WEIGHTS', ...weights.map((w) => w.weight))
          .expire(dest, RANKING_TTL_SECONDS)
          .exec();
      }
      const flat = await redis.zrevrange(dest, 0, limit - 1, 'WITHSCORES');
      const out: { id: string; score: number }[] = [];
      for (let i = 0; i < flat.length; i += 2) out.push({ id: flat[i]!, score: Number(flat[i + 1]) });
      return out;
    },
  };
}
export type TrendingStore = ReturnType<typeof trendingStore>;
