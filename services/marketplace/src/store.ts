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
  /** An admin hid it (product-spec §2 marketplace admin). */
  hidden_by_admin: boolean;
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

// ── Products ─────────────────────────────────────────────────────────────────────────────────────

/** A product's stored fields as a draft gives them (paths as `/uploads/<key>`, files apart). */
export interface ProductValues {
  type: string;
  productType: string;
  title: string;
  description: string;
  amount: number;
  discountAmount: number;
  productCode: string;
  thumbnailImgUrls: string[];
  detailImgUrls: string[];
  pageCnt: number;
  exclusiveFlag: boolean;
  useFlag: boolean;
  endFlag: boolean;
  maxPersonCnt: number;
  startsAt: Date | null;
}

const valuesOf = (v: ProductValues) => [
  v.type,
  v.productType,
  v.title,
  v.description,
  v.amount,
  v.discountAmount,
  v.productCode,
  v.thumbnailImgUrls,
  v.detailImgUrls,
  v.pageCnt,
  v.exclusiveFlag,
  v.useFlag,
  v.endFlag,
  v.maxPersonCnt,
  v.startsAt,
];

export async function insertProduct(tx: Tx, sellerUserId: string, v: ProductValues): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>(
    `INSERT INTO products (seller_user_id, type, product_type, title, description, amount, discount_amount, product_code,
       thumbnail_img_urls, detail_img_urls, page_cnt, exclusive_flag, use_flag, end_flag, max_person_cnt, starts_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
    [sellerUserId, ...valuesOf(v)],
  );
  return rows[0]!;
}

/** Writes a product's fields and bumps its version; the seats may not drop below the seats taken (checked by the caller under the row lock). */
export async function updateProduct(tx: Tx, id: string, v: ProductValues): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>(
    `UPDATE products SET type = $2, product_type = $3, title = $4, description = $5, amount = $6, discount_amount = $7,
       product_code = $8, thumbnail_img_urls = $9, detail_img_urls = $10, page_cnt = $11, exclusive_flag = $12,
       use_flag = $13, end_flag = $14, max_person_cnt = $15, starts_at = $16, version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, ...valuesOf(v)],
  );
  return rows[0]!;
}

export async function findProduct(db: Db, id: string, { lock = false } = {}): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(`SELECT * FROM products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export interface ProductFilter {
  productType: string;
  type: string;
  productCodes: string[];
  keywordPatterns: string[];
  sortField: 'latest' | 'popular' | 'rating' | 'price';
  limit: number;
  offset: number;
}

const ORDER_BY: Record<ProductFilter['sortField'], string> = {
  latest: 'created_at DESC, id',
  popular: 'order_count DESC, created_at DESC, id',
  rating: '(star_sum::numeric / NULLIF(review_count, 0)) DESC NULLS LAST, review_count DESC, created_at DESC, id',
  price: '(amount - discount_amount) ASC, created_at DESC, id',
};

/** How many listed products (published, not hidden, not retired) each product code has. */
export async function productCountsByCode(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ product_code: string; n: number }>(
    `SELECT product_code, count(*)::int AS n FROM products WHERE use_flag AND NOT hidden_by_admin AND deleted_at IS NULL GROUP BY product_code`,
  );
  return new Map(rows.map((r) => [r.product_code, r.n]));
}

/** Published, not retired products of a tab (ended ones stay listed, not buyable). */
export async function listProducts(db: Db, f: ProductFilter): Promise<{ rows: ProductRow[]; total: number }> {
  const params: unknown[] = [f.productType];
  const where = ['use_flag', 'NOT hidden_by_admin', 'deleted_at IS NULL', 'product_type = $1'];
  if (f.type) where.push(`type = $${params.push(f.type)}`);
  if (f.productCodes.length > 0) where.push(`product_code = ANY($${params.push(f.productCodes)}::text[])`);
  for (const pattern of f.keywordPatterns) where.push(`(title || ' ' || description) ILIKE $${params.push(pattern)}`);
  const clause = where.join(' AND ');
  const [{ rows }, count] = await Promise.all([
    db.query<ProductRow>(
      `SELECT * FROM products WHERE ${clause} ORDER BY ${ORDER_BY[f.sortField]} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products WHERE ${clause}`, params),
  ]);
  return { rows, total: count.rows[0]!.total };
}

/**
 * A seller's products, newest first, one page: every one not retired (`all`), or only the published
 * ones an admin has not hidden. No seller (an admin's console): every product of every seller,
 * retired ones included.
 */
export async function listSellerProducts(
  db: Db,
  sellerUserId: string | null,
  { all, productType, limit, offset }: { all: boolean; productType: string; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const params: unknown[] = [];
  const where = ['true'];
  if (sellerUserId) where.push(`seller_user_id = $${params.push(sellerUserId)}`, 'deleted_at IS NULL');
  if (!all) where.push('use_flag', 'NOT hidden_by_admin');
  if (productType) where.push(`product_type = $${params.push(productType)}`);
  const clause = where.join(' AND ');
  const [{ rows }, count] = await Promise.all([
    db.query<ProductRow>(
      `SELECT * FROM products WHERE ${clause} ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products WHERE ${clause}`, params),
  ]);
  return { rows, total: count.rows[0]!.total };
}

/** An admin hides (or unhides) a product that breaks the rules. */
export async function setHiddenByAdmin(tx: Tx, id: string, hidden: boolean): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>(
    'UPDATE products SET hidden_by_admin = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING *',
    [id, hidden],
  );
  return rows[0]!;
}

export async function fileCounts(db: Db, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const { rows } = await db.query<{ product_id: string; n: number }>(
    'SELECT product_id, count(*)::int AS n FROM product_files WHERE product_id = ANY($1::uuid[]) GROUP BY product_id',
    [productIds],
  );
  return new Map(rows.map((r) => [r.product_id, r.n]));
}

export async function productFiles(db: Db, productId: string): Promise<ProductFileRow[]> {
  const { rows } = await db.query<ProductFileRow>('SELECT * FROM product_files WHERE product_id = $1 ORDER BY sort', [productId]);
  return rows;
}

export async function replaceFiles(tx: Tx, productId: string, files: Omit<ProductFileRow, 'product_id'>[]): Promise<void> {
  await tx.query('DELETE FROM product_files WHERE product_id = $1', [productId]);
  for (const f of files) {
    await tx.query(
      'INSERT INTO product_files (product_id, sort, key, name, size, content_type) VALUES ($1, $2, $3, $4, $5, $6)',
      [productId, f.sort, f.key, f.name, f.size, f.content_type],
    );
  }
}

export async function hasOrders(db: Db, productId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM orders WHERE product_id = $1 LIMIT 1', [productId]);
  return rows.length > 0;
}

export async function eraseProduct(tx: Tx, productId: string): Promise<void> {
  await tx.query('DELETE FROM products WHERE id = $1', [productId]);
}

/** Retired: unpublished, sales ended, hidden from listings; its orders and revenues stay. */
export async function retireProduct(tx: Tx, productId: string): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>(
    `UPDATE products SET deleted_at = now(), use_flag = false, end_flag = true, version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [productId],
  );
  return rows[0]!;
}

/** The caller's paid (CMPL) order of a product, if any. */
export async function paidOrderOf(db: Db, productId: string, userId: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    "SELECT * FROM orders WHERE product_id = $1 AND user_id = $2 AND status = 'CMPL' LIMIT 1",
    [productId, userId],
  );
  return rows[0];
}

// ── File removals (stored objects of erased products) ──────────────────────────────────────────

/**
 * Holds, until the transaction ends, the lock of each storage key a product is about to use or a
 * removal is about to delete (sorted, so two holders never wait on each other). A product taking a
 * key either commits first (the removal then sees it and keeps the object) or reads the storage
 * after the removal (and finds nothing there).
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`file:${key}`]);
}

/** Whether any product (retired ones too) still uses a storage key: an image (`/uploads/<key>`) or a file. */
export async function keyInUse(db: Db, key: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM product_files WHERE key = $1
     UNION ALL SELECT 1 FROM products WHERE thumbnail_img_urls @> ARRAY[$2] OR detail_img_urls @> ARRAY[$2]
     LIMIT 1`,
    [key, `/uploads/${key}`],
  );
  return rows.length > 0;
}

/** Queues storage keys for removal (in the transaction that stops using them). */
export async function queueRemovals(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.query('INSERT INTO file_removals (key) SELECT unnest($1::text[]) ON CONFLICT (key) DO NOTHING', [[...new Set(keys)]]);
}

/** A queued removal, locked for this transaction; undefined when another one holds it or it is done. */
export async function claimRemoval(tx: Tx, key: string): Promise<{ key: string; attempts: number } | undefined> {
  const { rows } = await tx.query<{ key: string; attempts: number }>(
    'SELECT key, attempts FROM file_removals WHERE key = $1 FOR UPDATE SKIP LOCKED',
    [key],
  );
  return rows[0];
}

export async function dropRemoval(tx: Tx, key: string): Promise<void> {
  await tx.query('DELETE FROM file_removals WHERE key = $1', [key]);
}

/** A failed removal: tried again after 1, 2, 4 … minutes, at most a day apart. */
export async function deferRemoval(tx: Tx, key: string, error: string): Promise<void> {
  await tx.query(
    `UPDATE file_removals SET attempts = attempts + 1, last_error = left($2, 500),
       next_at = now() + interval '1 minute' * least(power(2, attempts), 1440) WHERE key = $1`,
    [key, error],
  );
}

/** Keys whose removal is due, oldest first. */
export async function dueRemovals(db: Db, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    'SELECT key FROM file_removals WHERE next_at <= now() ORDER BY next_at, key LIMIT $1',
    [limit],
  );
  return rows.map((r) => r.key);
}

// ── Reviews ──────────────────────────────────────────────────────────────────────────────────────

export async function listReviews(db: Db, productId: string, limit = 100): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow>(
    'SELECT * FROM reviews WHERE product_id = $1 ORDER BY created_at DESC, id LIMIT $2',
    [productId, limit],
  );
  return rows;
}

export async function findReview(db: Db, id: string, { lock = false } = {}): Promise<ReviewRow | undefined> {
  const { rows } = await db.query<ReviewRow>(`SELECT * FROM reviews WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

export async function reviewOf(db: Db, productId: string, userId: string): Promise<ReviewRow | undefined> {
  const { rows } = await db.query<ReviewRow>('SELECT * FROM reviews WHERE product_id = $1 AND user_id = $2', [productId, userId]);
  return rows[0];
}

export async function insertReview(
  tx: Tx,
  r: { productId: string; userId: string; starRate: number; review: string },
): Promise<ReviewRow> {
  const { rows } = await tx.query<ReviewRow>(
    'INSERT INTO reviews (product_id, user_id, star_rate, review) VALUES ($1, $2, $3, $4) RETURNING *',
    [r.productId, r.userId, r.starRate, r.review],
  );
  return rows[0]!;
}

export async function updateReview(tx: Tx, id: string, r: { starRate: number; review: string }): Promise<ReviewRow> {
  const { rows } = await tx.query<ReviewRow>(
    'UPDATE reviews SET star_rate = $2, review = $3, updated_at = now() WHERE id = $1 RETURNING *',
    [id, r.starRate, r.review],
  );
  return rows[0]!;
}

/** Deletes a review; undefined when it was already gone (a concurrent delete). */
export async function deleteReview(tx: Tx, id: string): Promise<ReviewRow | undefined> {
  const { rows } = await tx.query<ReviewRow>('DELETE FROM reviews WHERE id = $1 RETURNING *', [id]);
  return rows[0];
}

/** Deletes a buyer's review of a product (their refunded purchase no longer admits it); undefined when they wrote none. */
export async function deleteReviewOf(tx: Tx, productId: string, userId: string): Promise<ReviewRow | undefined> {
  const { rows } = await tx.query<ReviewRow>('DELETE FROM reviews WHERE product_id = $1 AND user_id = $2 RETURNING *', [productId, userId]);
  return rows[0];
}

/** Moves a product's review tally by a delta, atomically under the row's lock, with a new version. */
export async function adjustReviewTally(tx: Tx, productId: string, countDelta: number, starDelta: number): Promise<ProductRow> {
  const { rows } = await tx.query<ProductRow>(
    `UPDATE products SET review_count = review_count + $2, star_sum = star_sum + $3, version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [productId, countDelta, starDelta],
  );
  return rows[0]!;
}

// ── Revenues ─────────────────────────────────────────────────────────────────────────────────────

export interface RevenueFilter {
  sellerUserId: string;
  productId: string;
  yearmonth: string;
  productType: string;
}

export interface RevenueRow extends OrderRow {
  product_title: string;
  product_type: string;
  buyer_name: string;
  yearmonth: string;
}

const KST_MONTH = "to_char(o.paid_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM')";

function revenueWhere(f: RevenueFilter) {
  const params: unknown[] = [f.sellerUserId];
  const where = ['o.seller_user_id = $1', 'o.paid_at IS NOT NULL', "o.status IN ('CMPL', 'CNCL')"];
  if (f.productId) where.push(`o.product_id = $${params.push(f.productId)}`);
  if (f.yearmonth) where.push(`${KST_MONTH} = $${params.push(f.yearmonth)}`);
  if (f.productType) where.push(`p.product_type = $${params.push(f.productType)}`);
  return { clause: where.join(' AND '), params };
}

/** A seller's paid orders (refunded ones too), newest payment first. */
export async function listRevenues(
  db: Db,
  f: RevenueFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RevenueRow[]; total: number }> {
  const { clause, params } = revenueWhere(f);
  const from = 'FROM orders o JOIN products p ON p.id = o.product_id LEFT JOIN users u ON u.id = o.user_id';
  const [{ rows }, count] = await Promise.all([
    db.query<RevenueRow>(
      `SELECT o.*, p.title AS product_title, p.product_type, COALESCE(NULLIF(u.nickname, ''), u.name, '') AS buyer_name, ${KST_MONTH} AS yearmonth
       ${from} WHERE ${clause} ORDER BY o.paid_at DESC, o.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${clause}`, params),
  ]);
  return { rows, total: count.rows[0]!.total };
}

export interface MonthTotalRow {
  yearmonth: string;
  order_count: number;
  refund_count: number;
  gross: number;
  refunds: number;
  platform_fee: number;
  referral_payouts: number;
}

/** Month-by-month sums (Korea time of payment), newest month first. A refund keeps its payment's month. */
export async function revenueMonths(db: Db, f: RevenueFilter): Promise<MonthTotalRow[]> {
  const { clause, params } = revenueWhere(f);
  const { rows } = await db.query<MonthTotalRow>(
    `SELECT ${KST_MONTH} AS yearmonth,
       count(*)::int AS order_count,
       count(*) FILTER (WHERE o.status = 'CNCL')::int AS refund_count,
       COALESCE(sum(o.amount), 0)::bigint AS gross,
       COALESCE(sum(o.amount) FILTER (WHERE o.status = 'CNCL'), 0)::bigint AS refunds,
       COALESCE(sum(o.platform_fee) FILTER (WHERE o.status = 'CMPL'), 0)::bigint AS platform_fee,
       COALESCE(sum(o.referral_payout) FILTER (WHERE o.status = 'CMPL'), 0)::bigint AS referral_payouts
     FROM orders o JOIN products p ON p.id = o.product_id WHERE ${clause}
     GROUP BY 1 ORDER BY 1 DESC`,
    params,
  );
  return rows;
}
