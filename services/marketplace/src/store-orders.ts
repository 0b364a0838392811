import type { Db, OrderRow, ProductFileRow, ProductRow } from './store.js';

/** The SQL of orders (products, users and reviews live in store.ts). */

/** An order with the product fields its view shows. */
export interface OrderWithProduct extends OrderRow {
  product_title: string;
  product_type: 'TEMPLATE' | 'CLASS';
  type: string;
  thumbnail_img_urls: string[];
  starts_at: Date | null;
}

const WITH_PRODUCT = `SELECT o.*, p.title AS product_title, p.product_type, p.type, p.thumbnail_img_urls, p.starts_at
  FROM orders o JOIN products p ON p.id = o.product_id`;

export async function findOrder(db: Db, id: string, forUpdate = false): Promise<OrderWithProduct | undefined> {
  const { rows } = await db.query<OrderWithProduct>(`${WITH_PRODUCT} WHERE o.id = $1${forUpdate ? ' FOR UPDATE OF o' : ''}`, [id]);
  return rows[0];
}

/** The buyer's newest order of a product: the live one (PENDING or CMPL) first. */
export async function findLatestOrder(db: Db, productId: string, userId: string, forUpdate = false): Promise<OrderWithProduct | undefined> {
  const { rows } = await db.query<OrderWithProduct>(
    `${WITH_PRODUCT} WHERE o.product_id = $1 AND o.user_id = $2
     ORDER BY (o.status IN ('PENDING', 'CMPL')) DESC, o.created_at DESC LIMIT 1${forUpdate ? ' FOR UPDATE OF o' : ''}`,
    [productId, userId],
  );
  return rows[0];
}

export async function listOrders(db: Db, userId: string, page: { limit: number; offset: number }) {
  const [{ rows }, count] = await Promise.all([
    db.query<OrderWithProduct>(`${WITH_PRODUCT} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`, [
      userId,
      page.limit,
      page.offset,
    ]),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE user_id = $1', [userId]),
  ]);
  return { orders: rows, total: count.rows[0]?.total ?? 0 };
}

/** PENDING orders created before a time: payments whose outcome is still to be learnt from the provider. */
export async function findStalePending(db: Db, before: Date, limit = 100): Promise<OrderWithProduct[]> {
  const { rows } = await db.query<OrderWithProduct>(
    `${WITH_PRODUCT} WHERE o.status = 'PENDING' AND o.created_at < $1 ORDER BY o.created_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/**
 * Claims a place for one more live order of a product that can be bought now: a workshop's seat
 * when it has seats (never past max_person_cnt, under the row lock of this UPDATE), and the row
 * lock that makes concurrent orders of one product take turns. Undefined: sold out or not available.
 */
export async function claimSeat(db: Db, productId: string): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `UPDATE products SET seats_taken = seats_taken + 1
     WHERE id = $1 AND use_flag AND NOT hidden_by_admin AND NOT end_flag AND deleted_at IS NULL AND (starts_at IS NULL OR starts_at > now())
       AND (max_person_cnt = 0 OR seats_taken < max_person_cnt)
     RETURNING *`,
    [productId],
  );
  return rows[0];
}

/** Gives back the place a live order held (a failed payment or a refund). */
export async function releaseSeat(db: Db, productId: string): Promise<ProductRow> {
  const { rows } = await db.query<ProductRow>('UPDATE products SET seats_taken = GREATEST(seats_taken - 1, 0) WHERE id = $1 RETURNING *', [
    productId,
  ]);
  return rows[0]!;
}

/** Counts a paid order on its product (a refund takes it back); the product moves to a new version. */
export async function countOrder(db: Db, productId: string, delta: 1 | -1): Promise<ProductRow> {
  const { rows } = await db.query<ProductRow>(
    `UPDATE products SET order_count = GREATEST(order_count + $2, 0), version = version + 1, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [productId, delta],
  );
  return rows[0]!;
}

export async function insertPendingOrder(
  db: Db,
  order: { productId: string; userId: string; sellerUserId: string; amount: number; referralId: string; referrerUserId: string | null },
): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders (product_id, user_id, seller_user_id, amount, status, referral_id, referrer_user_id)
     VALUES ($1, $2, $3, $4, 'PENDING', $5, $6) RETURNING *`,
    [order.productId, order.userId, order.sellerUserId, order.amount, order.referralId, order.referrerUserId],
  );
  return rows[0]!;
}

/** PENDING → CMPL with the split; undefined when the order was already settled (by a twin or the sweep). */
export async function markPaid(
  db: Db,
  id: string,
  paid: { paymentKey: string; paidAt: Date; platformFee: number; referralPayout: number },
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET status = 'CMPL', payment_key = $2, paid_at = $3, platform_fee = $4, referral_payout = $5, updated_at = now()
     WHERE id = $1 AND status = 'PENDING' RETURNING *`,
    [id, paid.paymentKey, paid.paidAt, paid.platformFee, paid.referralPayout],
  );
  return rows[0];
}

/** PENDING → FAIL with the provider's code; undefined when the order was already settled. */
export async function markFailed(db: Db, id: string, failureCode: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET status = 'FAIL', failure_code = $2, updated_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING *`,
    [id, failureCode],
  );
  return rows[0];
}

/** CMPL → CNCL (refunded). */
export async function markCancelled(db: Db, id: string, cancelReason: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders SET status = 'CNCL', cancel_reason = $2, cancelled_at = now(), updated_at = now()
     WHERE id = $1 AND status = 'CMPL' RETURNING *`,
    [id, cancelReason],
  );
  return rows[0];
}

/** The first download ends a template's refund window: kept once, never moved. */
export async function recordDownload(db: Db, id: string): Promise<void> {
  await db.query('UPDATE orders SET first_downloaded_at = COALESCE(first_downloaded_at, now()), updated_at = now() WHERE id = $1', [id]);
}

export async function findProductFile(db: Db, productId: string, sort: number): Promise<ProductFileRow | undefined> {
  const { rows } = await db.query<ProductFileRow>('SELECT * FROM product_files WHERE product_id = $1 AND sort = $2', [productId, sort]);
  return rows[0];
}
