import { requireSignedIn, withTransaction, type AsyncHandlers, type Caller, type Pool } from '@screenshelf/kit';
import type { IdentityHandlers } from '@screenshelf/kit/gen/screenshelf/identity/v1/Identity.js';
import type { AccessToken } from '@screenshelf/kit/gen/screenshelf/identity/v1/AccessToken.js';
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
} from './domain/access-token.js';
import { hashToken } from './domain/session.js';
import { noUserInformation, UUID } from './domain/user.js';
import * as store from './store.js';
import { toUser } from './user-message.js';

type AccessTokenHandlers = Pick<IdentityHandlers, 'CreateAccessToken' | 'ListAccessTokens' | 'RevokeAccessToken' | 'ResolveAccessToken'>;


export const toAccessToken = (row: store.AccessTokenRow, now = new Date()): AccessToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? '',
  expiresAt: row.expires_at?.toISOString() ?? '',
  expired: isExpired(row.expires_at, now),
});

/** The signed-in caller's own account id (a caller token for a user that is not a uuid has no tokens here). */
function ownerOf(caller: Caller): string {
  requireSignedIn(caller);
  if (!UUID.test(caller.userId)) throw noUserInformation();
  return caller.userId;
}

/**
 * Personal access tokens: a signed-in person creates, lists and revokes their own; the gateway
 * resolves a presented secret into its user for /mcp. The name and expiry come validated from the
 * gateway's schema; the live-token limit is the rule kept here.
 */
export function accessTokenHandlers(pool: Pool): AsyncHandlers<AccessTokenHandlers> {
  return {
    async CreateAccessToken({ name, expiresInDays }, { caller }) {
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
    },

    async ListAccessTokens(_request, { caller }) {
      const now = new Date();
      return { tokens: (await store.listAccessTokens(pool, ownerOf(caller))).map((row) => toAccessToken(row, now)) };
    },

    async RevokeAccessToken({ tokenId }, { caller }) {
      const userId = ownerOf(caller);
      const row = UUID.test(tokenId) ? await store.deleteAccessToken(pool, userId, tokenId) : undefined;
      if (!row) throw accessTokenNotFound();
      return toAccessToken(row);
    },

    async ResolveAccessToken({ secret }) {
      if (!looksLikeAccessToken(secret)) return { valid: false, reason: 'UNKNOWN', tokenId: '' };
      const token = await store.findAccessToken(pool, hashToken(secret));
      if (!token) return { valid: false, reason: 'UNKNOWN', tokenId: '' };
      if (isExpired(token.expires_at, new Date())) return { valid: false, reason: 'EXPIRED', tokenId: token.id };
      await store.touchAccessToken(pool, token.id, LAST_USED_GRANULARITY_MS);
      return { valid: true, user: toUser(token.user), tokenId: token.id, reason: '' };
    },
  };
}
