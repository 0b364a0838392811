import type { Pool, Tx } from '@screenshelf/kit';

/** Either the pool or a transaction: reads work on both. */
export type Db = Pool | Tx;

export interface UserRow {
  id: string;
  email: string | null;
  name: string;
  nickname: string;
  image: string;
  referral_id: string | null;
  email_verified: boolean;
  role: string;
  deleted_at: Date | null;
}

export interface ProductRow {
  id: string;
  seller_user_id: string;
  product_type: 'TEMPLATE' | 'CLASS';
  type: 'TEMPLATE' | 'PORTFOLIO' | 'EBOOK' | 'WORKSHOP';
  title: string;
  description: string;
  amount: number;
  discount_amount: number;
  product_code: string;
  thumbnail_img_urls: string[];
  detail_img_urls: string[];
  page_cnt: number;
  exclusive_flag: boolean;
  use_flag: boolean;
  end_flag: boolean;
  max_person_cnt: number;
  starts_at: Date | null;
  seats_taken: number;
  order_count: number;
  review_count: number;
  star_sum: number;
  deleted_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface ProductFileRow {
  product_id: string;
  sort: number;
  key: string;
  name: string;
  size: number;
  content_type: string;
}

export interface OrderRow {
  id: string;
  product_id: string;
  user_id: string;
  seller_user_id: string;
  amount: number;
  status: 'PENDING' | 'CMPL' | 'CNCL' | 'FAIL';
  referral_id: string;
  referrer_user_id: string | null;
  platform_fee: number;
  referral_payout: number;
  payment_key: string;
  failure_code: string;
  cancel_reason: string;
  first_downloaded_at: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface ReviewRow {
  id: string;
  product_id: string;
  user_id: string;
  star_rate: number;
  review: string;
  created_at: Date;
  updated_at: Date;
}

// ── Users (the identity.user projection) ─────────────────────────────────────────────────────────

export interface UserSnapshot {
  id: string;
  email: string;
  name: string;
  nickname: string;
  image: string;
  referralId: string;
  emailVerified: boolean;
  role: string;
}

/**
 * A user as identity last described them; a closed account stays closed. A referral id another
 * (stale) row still holds is taken over: identity's referral ids are unique, so the newer word wins.
 */
export async function upsertUser(db: Db, user: UserSnapshot): Promise<void> {
  const referral = user.referralId || null;
  if (referral) await db.query('UPDATE users SET referral_id = NULL WHERE referral_id = $1 AND id <> $2', [referral, user.id]);
  await db.query(
    `INSERT INTO users (id, email, name, nickname, image, referral_id, email_verified, role)
     VALUES ($1, NULLIF($2, ''), $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, nickname = EXCLUDED.nickname,
       image = EXCLUDED.image, referral_id = EXCLUDED.referral_id, email_verified = EXCLUDED.email_verified,
       role = EXCLUDED.role, updated_at = now()
     WHERE users.deleted_at IS NULL`,
    [user.id, user.email, user.name, user.nickname, user.image, referral, user.emailVerified, user.role],
  );
}

/** A closed account: the person's details go; their orders, reviews and products stay (amounts, dates). */
export async function eraseUser(db: Db, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO users (id, email, name, nickname, image, referral_id, deleted_at) VALUES ($1, NULL, '', '', '', NULL, now())
     ON CONFLICT (id) DO UPDATE SET email = NULL, name = '', nickname = '', image = '', referral_id = NULL,
       deleted_at = COALESCE(users.deleted_at, now()), updated_at = now()`,
    [userId],
  );
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return rows[0];
}

export async function findUserByReferralId(db: Db, referralId: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE referral_id = $1 AND deleted_at IS NULL', [referralId]);
  return rows[0];
}

export async function usersByIds(db: Db, ids: string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);
  return new Map(rows.map((r) => [r.id, r]));
}
