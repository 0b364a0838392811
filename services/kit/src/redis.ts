import { Redis } from 'ioredis';

export type { Redis };

/**
 * Redis holds only what can be rebuilt or done without (caches, rate-limit windows, view counters),
 * so no command waits long for it: while Redis is unreachable a command fails after one reconnect
 * attempt or a second at most, and callers fall back to the source of truth (or let the request
 * through). The offline queue stays on so commands sent while first connecting (a rate limiter
 * loading its script at start) still go through. The client keeps reconnecting every 0.2–2 s.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
