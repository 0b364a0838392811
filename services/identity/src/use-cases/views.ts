import type { AccessToken } from '@screenshelf/kit/gen/screenshelf/identity/v1/AccessToken.js';
import type { User } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';
import { isExpired } from '../domain/access-token.js';
import type { AccessTokenRow, UserRow } from '../store.js';

/** The messages identity answers with, from its rows. */

/** A user as the calls answer it. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  image: row.image,
  nickname: row.nickname,
  role: row.role,
  isBizOwner: row.is_biz_owner,
  referralId: row.referral_id,
  emailVerified: row.email_verified,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const toAccessToken = (row: AccessTokenRow, now = new Date()): AccessToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? '',
  expiresAt: row.expires_at?.toISOString() ?? '',
  expired: isExpired(row.expires_at, now),
});
