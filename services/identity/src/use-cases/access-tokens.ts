import { withTransaction, type Caller } from '@screenshelf/kit';
import {
  accessTokenExpiry,
  accessTokenLimitReached,
  accessTokenNotFound,
  displayPrefixOf,
  isExpired,
  LAST_USED_GRANULARITY_MS,
  looksLikeAccessToken,
  MAX_LIVE_ACCESS_TOKENS,
  newAccessTokenSecret,
} from '../domain/access-token.js';
import { hashToken } from '../domain/session.js';
import { noUserInformation, UUID } from '../domain/user.js';
import * as store from '../store.js';
import { ownerOf, type IdentityContext } from './context.js';
import { toAccessToken, toUser } from './views.js';

/**
 * Personal access tokens: a signed-in person creates, lists and revokes their own; the gateway
 * resolves a presented secret into its user for /mcp. The name and expiry come validated from the
 * gateway's schema; the live-token limit is the rule kept here.
 */
export function accessTokens(ctx: IdentityContext) {
  const { pool } = ctx;

  async function createAccessToken(caller: Caller, name: string, expiresInDays: number) {
    const userId = ownerOf(caller);
    const secret = newAccessTokenSecret();
    const row = await withTransaction(pool, async (tx) => {
      if (!(await store.lockUser(tx, userId))) throw noUserInformation();
      if ((await store.countLiveAccessTokens(tx, userId)) >= MAX_LIVE_ACCESS_TOKENS) throw accessTokenLimitReached();
      return store.insertAccessToken(tx, {
        userId,
        tokenHash: hashToken(secret),
        name: name.trim(),
        prefix: displayPrefixOf(secret),
        expiresAt: accessTokenExpiry(new Date(), Math.max(0, expiresInDays)),
      });
    });
    return { token: toAccessToken(row), secret };
  }

  async function listAccessTokens(caller: Caller) {
    const now = new Date();
    return { tokens: (await store.listAccessTokens(pool, ownerOf(caller))).map((row) => toAccessToken(row, now)) };
  }

  async function revokeAccessToken(caller: Caller, tokenId: string) {
    const userId = ownerOf(caller);
    const row = UUID.test(tokenId) ? await store.deleteAccessToken(pool, userId, tokenId) : undefined;
    if (!row) throw accessTokenNotFound();
    return toAccessToken(row);
  }

  async function resolveAccessToken(secret: string) {
    if (!looksLikeAccessToken(secret)) return { valid: false, reason: 'UNKNOWN', tokenId: '' };
    const token = await store.findAccessToken(pool, hashToken(secret));
    if (!token) return { valid: false, reason: 'UNKNOWN', tokenId: '' };
    if (isExpired(token.expires_at, new Date())) return { valid: false, reason: 'EXPIRED', tokenId: token.id };
    await store.touchAccessToken(pool, token.id, LAST_USED_GRANULARITY_MS);
    return { valid: true, user: toUser(token.user), tokenId: token.id, reason: '' };
  }

  return { createAccessToken, listAccessTokens, revokeAccessToken, resolveAccessToken };
}
