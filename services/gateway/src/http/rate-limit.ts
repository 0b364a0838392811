import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Redis } from '@screenshelf/kit';
import { rateLimitedHandler } from './errors.js';

/**
 * The gateway's one rate limiter: a per-minute count in Redis (shared by every gateway replica),
 * keyed by the caller's address (`visitors`: only visitors count, signed-in callers pass) or, for
 * `user`, by the signed-in user (visitors pass), or, for `accessToken`, by the personal access token
 * of an /mcp request or a design-tool plugin read (other callers pass). Past the limit: 429 RATE_LIMITED in the request's language, with the draft-8 RateLimit headers. When
 * Redis cannot answer the request passes (the limit protects, it never takes the API down).
 */
export function perMinuteLimit(redis: Redis, options: { prefix: string; limit: number; by?: 'ip' | 'visitors' | 'user' | 'accessToken' }): RequestHandler {
  const by = options.by ?? 'ip';
  const store = new RedisStore({
    prefix: options.prefix,
    sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
  });
  // The store loads its scripts when it is made and keeps the promises; one that fails (Redis away or
  // slow at start) is loaded again on first use, so its first rejection must not go unheard.
  store.incrementScriptSha.catch(() => undefined);
  store.getScriptSha.catch(() => undefined);
  return rateLimit({
    windowMs: 60_000,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    keyGenerator: by === 'user' ? (req) => req.caller.userId ?? '' : by === 'accessToken' ? (req) => req.accessTokenId ?? '' : (req) => ipKeyGenerator(req.ip ?? ''),
    skip: by === 'user' ? (req) => !req.caller.userId : by === 'visitors' ? (req) => !!req.caller.userId : by === 'accessToken' ? (req) => !req.accessTokenId : undefined,
    store,
    handler: rateLimitedHandler,
  });
}
