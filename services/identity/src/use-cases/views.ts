import type { User } from '@screenshelf/kit/gen/screenshelf/identity/v1/User.js';
import type { UserRow } from './store.js';

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

