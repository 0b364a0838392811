import { Redis } from 'ioredis';

export type { Redis };

/**
 * Redis holds only what can be rebuilt or done without (caches, rate-limit windows, view counters),
 * so a command fails at once while Redis is unreachable instead of queueing: callers fall back to the
 * source of truth (or let the request through) and never wait out a time-out. The client keeps
 * reconnecting (every 0.2–2 s) and is back to normal as soon as Redis is.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
