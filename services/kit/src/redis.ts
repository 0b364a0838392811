import { Redis } from 'ioredis';

export type { Redis };

/**
 * Redis holds only what can be rebuilt or done without (caches, rate-limit windows, view counters),
 * so nothing waits for it. Commands sent while first connecting are queued (a rate limiter loads its
 * script at start); once Redis has been ready, a command while it is away fails at once (a circuit
 * breaker: no offline queue), and callers fall back to the source of truth or let the request
 * through. A command to a Redis that stops answering fails after a second. The client keeps
 * reconnecting every 0.2–2 s and is back to normal as soon as Redis is.
 */
export function createRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // ioredis reads this option on every command.
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return redis;
}
