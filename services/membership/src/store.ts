import type { Pool, Tx } from '@screenshelf/kit';
import { isEntitling } from './domain/membership.js';

/** Either the pool or a transaction: reads work on both. */
type Db = Pool | Tx;

export interface PlanRow {
  plan: string;
  name: string;
  name_en: string;
  monthly_price: number;
  per_seat: boolean;
  features: string[];
}

export interface UserRow {
  id: string;
  email: string | null;
  name: string;
  role: string;
  deleted: boolean;
}

export interface MethodRow {
  id: string;
  user_id: string;
  customer_key: string;
  billing_key: string;
  card_company: string;
  card_number: string;
  is_main: boolean;
  /** false while the card waits for its first payment (a card given with a subscription). */
  confirmed: boolean;
  created_at: Date;
}

export interface MembershipRow {
  id: string;
  user_id: string;
  plan: string;
  kind: string;
  group_size: number;
  status: string;
  cancel_at_period_end: boolean;
  cancel_reason: string;
  current_period_start: Date | null;
  current_period_end: Date | null;
  next_billing_at: Date | null;
  failed_attempts: number;
  created_at: Date;
}

export interface ReservationRow {
  id: string;
  membership_id: string;
  user_id: string;
  plan: string;
  kind: string;
  member_ids: string[];
  /** The seats the reserved plan pays for (the manager included; 1 for Personal Pro). */
  seats: number;
  status: string;
  created_at: Date;
}

export interface HistoryRow {
  id: string;
  membership_id: string;
  user_id: string;
  user_email: string | null;
  plan: string;
  kind: string;
  group_size: number;
  amount: number;
  status: string;
  reason: string;
  order_id: string;
  payment_key: string | null;
  period_start: Date | null;
  period_end: Date | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string;
  failure_code: string;
  method_id: string | null;
  created_at: Date;
}

const LIVE = `('PENDING', 'ACTIVE', 'PAST_DUE')`;

// ── plans ──
export async function listPlans(db: Db): Promise<PlanRow[]> {
  return (await db.query<PlanRow>('SELECT plan, name, name_en, monthly_price, per_seat, features FROM plans ORDER BY sort')).rows;
}

export async function findPlan(db: Db, plan: string): Promise<PlanRow | undefined> {
  const { rows } = await db.query<PlanRow>(
    'SELECT plan, name, name_en, monthly_price, per_seat, features FROM plans WHERE plan = $1',
    [plan],
  );
  return rows[0];
}

// ── users (projection of identity.user) ──
export async function upsertUser(db: Db, user: { id: string; email: string | null; name: string; role: string }): Promise<void> {
  await db.query(
    `INSERT INTO users (id, email, name, role) VALUES ($1, NULLIF($2, ''), $3, $4)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role, updated_at = now()
     WHERE NOT users.deleted`,
    [user.id, user.email ?? '', user.name, user.role],
  );
}

/** A closed account: the person's details go, the payment records stay (amounts, dates) without the email. */
export async function eraseUser(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO users (id, email, name, deleted) VALUES ($1, NULL, '', true)
     ON CONFLICT (id) DO UPDATE SET email = NULL, name = '', deleted = true, updated_at = now()`,
    [userId],
  );
  await tx.query('UPDATE membership_histories SET user_email = NULL WHERE user_id = $1', [userId]);
  await tx.query(
    "UPDATE payment_methods SET deleted_at = now(), is_main = false, billing_key = '' WHERE user_id = $1 AND deleted_at IS NULL",
    [userId],
  );
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT id, email, name, role, deleted FROM users WHERE id = $1 AND NOT deleted', [
    id,
  ]);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'SELECT id, email, name, role, deleted FROM users WHERE lower(email) = lower($1) AND NOT deleted ORDER BY updated_at DESC LIMIT 1',
    [email],
  );
  return rows[0];
}

// ── payment methods ──
const METHOD_COLUMNS = 'id, user_id, customer_key, billing_key, card_company, card_number, is_main, confirmed, created_at';

/** The user's cards (confirmed ones: a card waiting for its first payment is not theirs yet). */
export async function listMethods(db: Db, userId: string): Promise<MethodRow[]> {
  const { rows } = await db.query<MethodRow>(
    `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE user_id = $1 AND deleted_at IS NULL AND confirmed
     ORDER BY is_main DESC, created_at DESC`,
    [userId],
  );
  return rows;
}

export async function findMainMethod(db: Db, userId: string): Promise<MethodRow | undefined> {
  const { rows } = await db.query<MethodRow>(
    `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE user_id = $1 AND is_main AND deleted_at IS NULL`,
    [userId],
  );
  return rows[0];
}

export async function findMethod(db: Db, id: string): Promise<MethodRow | undefined> {
  const { rows } = await db.query<MethodRow>(
    `SELECT ${METHOD_COLUMNS} FROM payment_methods WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  return rows[0];
}

/**
 * Stores a card once per user: the same card (company and masked number) registered again answers
 * the stored method. A confirmed card becomes main when asked or when it is the user's only one;
 * an unconfirmed card (waiting for a first payment) is never main. Registering (confirmed) a card
 * that waits for its first payment confirms it.
 */
export async function storeMethod(
  tx: Tx,
  method: {
    userId: string;
    customerKey: string;
    billingKey: string;
    cardCompany: string;
    cardNumber: string;
    makeMain: boolean;
    confirmed: boolean;
  },
): Promise<{ method: MethodRow; created: boolean }> {
  // Serialises a user's method changes so "exactly one main" and "one method per card" hold under concurrency.
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`methods:${method.userId}`]);
  const { rows: same } = method.cardNumber
    ? await tx.query<MethodRow>(
        `SELECT ${METHOD_COLUMNS} FROM payment_methods
         WHERE user_id = $1 AND card_company = $2 AND card_number = $3 AND deleted_at IS NULL`,
        [method.userId, method.cardCompany, method.cardNumber],
      )
    : { rows: [] as MethodRow[] };
  const existing = same[0];
  if (existing) {
    if (method.confirmed && !existing.confirmed)
      await tx.query('UPDATE payment_methods SET confirmed = true WHERE id = $1', [existing.id]);
    const confirmed = existing.confirmed || method.confirmed;
    if (confirmed && (method.makeMain || !(await findMainMethod(tx, method.userId))))
      await makeMain(tx, method.userId, existing.id);
    return { method: (await findMethod(tx, existing.id))!, created: false };
  }
  const hasMain = !!(await findMainMethod(tx, method.userId));
  const main = method.confirmed && (method.makeMain || !hasMain);
  if (main && hasMain)
    await tx.query('UPDATE payment_methods SET is_main = false WHERE user_id = $1 AND is_main', [method.userId]);
  const { rows } = await tx.query<MethodRow>(
    `INSERT INTO payment_methods (user_id, customer_key, billing_key, card_company, card_number, is_main, confirmed)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${METHOD_COLUMNS}`,
    [method.userId, method.customerKey, method.billingKey, method.cardCompany, method.cardNumber, main, method.confirmed],
  );
  return { method: rows[0]!, created: true };
}

async function makeMain(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.query('UPDATE payment_methods SET is_main = false WHERE user_id = $1 AND is_main AND id <> $2', [userId, id]);
  await tx.query('UPDATE payment_methods SET is_main = true WHERE id = $1', [id]);
}

/** A first payment went through: the card it used is the user's (and their main card) from now on. */
export async function confirmMethod(tx: Tx, userId: string, id: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`methods:${userId}`]);
  const { rowCount } = await tx.query(
    'UPDATE payment_methods SET confirmed = true WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [id, userId],
  );
  if (rowCount) await makeMain(tx, userId, id);
}

/** A first payment was declined: a card that only came for it is not kept (nothing of the refusal stays). */
export async function discardUnconfirmedMethod(tx: Tx, id: string): Promise<void> {
  await tx.query('DELETE FROM payment_methods WHERE id = $1 AND NOT confirmed', [id]);
}

export async function setMainMethod(tx: Tx, userId: string, id: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`methods:${userId}`]);
  const exists = await tx.query(
    'SELECT 1 FROM payment_methods WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL AND confirmed',
    [id, userId],
  );
  if (exists.rowCount === 0) return false;
  await makeMain(tx, userId, id);
  return true;
}

/** Deletes a card; when it was main, the newest remaining card becomes main. */
export async function deleteMethod(tx: Tx, userId: string, id: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`methods:${userId}`]);
  const { rows } = await tx.query<{ is_main: boolean }>(
    'SELECT is_main FROM payment_methods WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL AND confirmed',
    [id, userId],
  );
  if (rows.length === 0) return false;
  await tx.query('UPDATE payment_methods SET deleted_at = now(), is_main = false WHERE id = $1', [id]);
  if (rows[0]!.is_main) {
    await tx.query(
      `UPDATE payment_methods SET is_main = true WHERE id = (
         SELECT id FROM payment_methods WHERE user_id = $1 AND deleted_at IS NULL AND confirmed ORDER BY created_at DESC LIMIT 1)`,
      [userId],
    );
  }
  return true;
}

// ── memberships ──
const MEMBERSHIP_COLUMNS = `id, user_id, plan, kind, group_size, status, cancel_at_period_end, cancel_reason,
  current_period_start, current_period_end, next_billing_at, failed_attempts, created_at`;

export async function findLiveMembershipOf(db: Db, userId: string, forUpdate = false): Promise<MembershipRow | undefined> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships WHERE user_id = $1 AND status IN ${LIVE} ${forUpdate ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

export async function findMembership(db: Db, id: string, forUpdate = false): Promise<MembershipRow | undefined> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** The live group a user belongs to as a member (not as its manager). */
export async function findGroupOfMember(db: Db, userId: string): Promise<MembershipRow | undefined> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT m.* FROM group_members g JOIN memberships m ON m.id = g.membership_id
     WHERE g.user_id = $1 AND m.status IN ${LIVE}`,
    [userId],
  );
  return rows[0];
}

/** A user's own live membership and, unless their own entitles them, the live group they have a seat in. */
export async function findOwnAndSeat(db: Db, userId: string): Promise<{ own?: MembershipRow; seat?: MembershipRow }> {
  const own = await findLiveMembershipOf(db, userId);
  const seat = own && isEntitling(own.status) ? undefined : await findGroupOfMember(db, userId);
  return { own, seat };
}

export async function insertPendingMembership(
  tx: Tx,
  m: { userId: string; plan: string; kind: string; groupSize: number },
): Promise<MembershipRow> {
  const { rows } = await tx.query<MembershipRow>(
    `INSERT INTO memberships (user_id, plan, kind, group_size, status) VALUES ($1, $2, $3, $4, 'PENDING') RETURNING ${MEMBERSHIP_COLUMNS}`,
    [m.userId, m.plan, m.kind, m.groupSize],
  );
  return rows[0]!;
}

export interface MembershipChange {
  plan?: string;
  kind?: string;
  group_size?: number;
  status?: string;
  cancel_at_period_end?: boolean;
  cancel_reason?: string;
  current_period_start?: Date | null;
  current_period_end?: Date | null;
  next_billing_at?: Date | null;
  failed_attempts?: number;
}

export async function updateMembership(tx: Tx, id: string, change: MembershipChange): Promise<MembershipRow> {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  const { rows } = await tx.query<MembershipRow>(
    `UPDATE memberships SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${MEMBERSHIP_COLUMNS}`,
    [id, ...entries.map(([, v]) => v)],
  );
  return rows[0]!;
}

/**
 * Claims one membership due for billing: locked for this transaction, skipped by every other
 * run (another replica, or a second run here) until this one commits.
 */
export async function claimDueMembership(tx: Tx, now: Date, skip: string[]): Promise<MembershipRow | undefined> {
  const { rows } = await tx.query<MembershipRow>(
    `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships
     WHERE status IN ('ACTIVE', 'PAST_DUE') AND next_billing_at <= $1 AND NOT (id = ANY($2::uuid[]))
     ORDER BY next_billing_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now, skip],
  );
  return rows[0];
}

/** First payments left undecided (the provider did not answer, or the process stopped) before `before`. */
export async function findStalePending(db: Db, before: Date): Promise<{ membership: MembershipRow; history: HistoryRow }[]> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships WHERE status = 'PENDING' AND created_at < $1 ORDER BY created_at LIMIT 100`,
    [before],
  );
  const found = [];
  for (const membership of rows) {
    const history = await db.query<HistoryRow>(
      `SELECT ${HISTORY_COLUMNS} FROM membership_histories WHERE membership_id = $1 AND reason = 'SUBSCRIBE' ORDER BY created_at LIMIT 1`,
      [membership.id],
    );
    if (history.rows[0]) found.push({ membership, history: history.rows[0] });
  }
  return found;
}

/** A user's own first payment still undecided (a PENDING membership and its SUBSCRIBE charge). */
export async function findOwnPending(
  db: Db,
  userId: string,
): Promise<{ membership: MembershipRow; history: HistoryRow } | undefined> {
  const { rows } = await db.query<MembershipRow>(
    `SELECT ${MEMBERSHIP_COLUMNS} FROM memberships WHERE status = 'PENDING' AND user_id = $1`,
    [userId],
  );
  const membership = rows[0];
  if (!membership) return undefined;
  const history = await db.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS} FROM membership_histories WHERE membership_id = $1 AND reason = 'SUBSCRIBE' ORDER BY created_at LIMIT 1`,
    [membership.id],
  );
  return history.rows[0] ? { membership, history: history.rows[0] } : undefined;
}

// ── people ──
/**
 * The one-entitlement rule's serialisation: every transaction that checks whether people are free
 * (no own live membership, no seat in a group, no place in a reserved plan) and then gives them one
 * takes these transaction-scoped locks first, one per person in a fixed (sorted) order, so two such
 * transactions naming the same person run one after the other and the second sees the first's
 * claim. Releasing needs no lock (it cannot break the rule).
 */
export async function lockPeople(tx: Tx, userIds: string[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort()) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`person:${id}`]);
  }
}

// ── groups ──
/** The largest group size the current period has been paid for (refunded payments do not count). */
/** The group sizes of the current period's completed payments (first payment, renewal, group fees). */
export async function paidGroupSizesOfPeriod(db: Db, m: { id: string; current_period_end: Date | null }): Promise<number[]> {
  const { rows } = await db.query<{ group_size: number }>(
    `SELECT group_size FROM membership_histories
     WHERE membership_id = $1 AND status = 'CMPL' AND period_end = $2`,
    [m.id, m.current_period_end],
  );
  return rows.map((r) => r.group_size);
}

/** The provider's code of the membership's latest declined period payment (a renewal), or ''. */
export async function latestRenewalDecline(db: Db, membershipId: string): Promise<string> {
  const { rows } = await db.query<{ failure_code: string | null }>(
    `SELECT failure_code FROM membership_histories
     WHERE membership_id = $1 AND status = 'FAIL' AND reason = 'RENEWAL'
     ORDER BY created_at DESC LIMIT 1`,
    [membershipId],
  );
  return rows[0]?.failure_code ?? '';
}

export async function listGroupMembers(db: Db, membershipId: string) {
  const { rows } = await db.query<{ user_id: string; email: string | null; name: string; added_at: Date }>(
    `SELECT g.user_id, u.email, coalesce(u.name, '') AS name, g.added_at
     FROM group_members g LEFT JOIN users u ON u.id = g.user_id AND NOT u.deleted
     WHERE g.membership_id = $1 ORDER BY g.added_at, g.user_id`,
    [membershipId],
  );
  return rows;
}

export async function replaceGroupMembers(tx: Tx, membershipId: string, memberIds: string[]): Promise<string[]> {
  const { rows } = await tx.query<{ user_id: string }>(
    'DELETE FROM group_members WHERE membership_id = $1 AND NOT (user_id = ANY($2::uuid[])) RETURNING user_id',
    [membershipId, memberIds],
  );
  await tx.query(
    `INSERT INTO group_members (membership_id, user_id) SELECT $1, unnest($2::uuid[])
     ON CONFLICT (membership_id, user_id) DO NOTHING`,
    [membershipId, memberIds],
  );
  return rows.map((r) => r.user_id);
}

export async function groupMemberIds(db: Db, membershipId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM group_members WHERE membership_id = $1', [
    membershipId,
  ]);
  return rows.map((r) => r.user_id);
}

/** Everything group rules need to know about would-be members, in one query. */
export interface CandidateRow {
  user_id: string;
  exists: boolean;
  owns_live: boolean;
  in_this_group: boolean;
  in_another_group: boolean;
  leads_reservation: boolean;
  in_reserved_group: boolean;
}

export async function candidateStates(db: Db, userIds: string[], membershipId: string | null) {
  const { rows } = await db.query<CandidateRow>(
    `SELECT c.id AS user_id,
       EXISTS (SELECT 1 FROM users u WHERE u.id = c.id AND NOT u.deleted) AS exists,
       EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = c.id AND m.status IN ${LIVE}) AS owns_live,
       EXISTS (SELECT 1 FROM group_members g JOIN memberships m ON m.id = g.membership_id
               WHERE g.user_id = c.id AND m.status IN ${LIVE} AND m.id = $2) AS in_this_group,
       EXISTS (SELECT 1 FROM group_members g JOIN memberships m ON m.id = g.membership_id
               WHERE g.user_id = c.id AND m.status IN ${LIVE} AND m.id IS DISTINCT FROM $2) AS in_another_group,
       EXISTS (SELECT 1 FROM reservations r WHERE r.user_id = c.id AND r.status = 'RESERVED') AS leads_reservation,
       EXISTS (SELECT 1 FROM reservations r WHERE c.id = ANY(r.member_ids) AND r.status = 'RESERVED'
               AND r.membership_id IS DISTINCT FROM $2) AS in_reserved_group
     FROM unnest($1::uuid[]) AS c(id)`,
    [userIds, membershipId],
  );
  return rows;
}

// ── reservations ──
const RESERVATION_COLUMNS = 'id, membership_id, user_id, plan, kind, member_ids, seats, status, created_at';

export async function findOpenReservation(db: Db, membershipId: string): Promise<ReservationRow | undefined> {
  const { rows } = await db.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM reservations WHERE membership_id = $1 AND status = 'RESERVED'`,
    [membershipId],
  );
  return rows[0];
}

export async function listReservations(db: Db, userId: string): Promise<ReservationRow[]> {
  const { rows } = await db.query<ReservationRow>(
    `SELECT ${RESERVATION_COLUMNS} FROM reservations WHERE user_id = $1 ORDER BY (status = 'RESERVED') DESC, created_at DESC LIMIT 20`,
    [userId],
  );
  return rows;
}

export async function insertReservation(
  tx: Tx,
  r: { membershipId: string; userId: string; plan: string; kind: string; memberIds: string[]; seats: number },
): Promise<ReservationRow> {
  const { rows } = await tx.query<ReservationRow>(
    `INSERT INTO reservations (membership_id, user_id, plan, kind, member_ids, seats, status)
     VALUES ($1, $2, $3, $4, $5, $6, 'RESERVED') RETURNING ${RESERVATION_COLUMNS}`,
    [r.membershipId, r.userId, r.plan, r.kind, r.memberIds, r.seats],
  );
  return rows[0]!;
}

export async function closeReservation(tx: Tx, id: string, status: 'CANCELLED' | 'APPLIED'): Promise<void> {
  await tx.query('UPDATE reservations SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

// ── payment history (membershipHistoryId) ──
const HISTORY_COLUMNS = `id, membership_id, user_id, user_email, plan, kind, group_size, amount, status, reason, order_id,
  payment_key, period_start, period_end, paid_at, cancelled_at, cancel_reason, failure_code, method_id, created_at`;

export async function insertHistory(
  tx: Tx,
  h: {
    membershipId: string;
    userId: string;
    userEmail: string | null;
    plan: string;
    kind: string;
    groupSize: number;
    amount: number;
    reason: 'SUBSCRIBE' | 'RENEWAL' | 'GROUP_FEE' | 'PROXY';
    orderId: string;
    periodStart: Date | null;
    periodEnd: Date | null;
    status?: 'READY' | 'CMPL';
    memo?: string;
    methodId?: string;
  },
): Promise<HistoryRow> {
  const { rows } = await tx.query<HistoryRow>(
    `INSERT INTO membership_histories (membership_id, user_id, user_email, plan, kind, group_size, amount, reason, order_id,
       period_start, period_end, status, paid_at, memo, method_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $12 = 'CMPL' THEN now() END, $13, $14)
     ON CONFLICT (order_id) DO UPDATE SET order_id = EXCLUDED.order_id
     RETURNING ${HISTORY_COLUMNS}`,
    [
      h.membershipId,
      h.userId,
      h.userEmail,
      h.plan,
      h.kind,
      h.groupSize,
      h.amount,
      h.reason,
      h.orderId,
      h.periodStart,
      h.periodEnd,
      h.status ?? 'READY',
      h.memo ?? '',
      h.methodId ?? null,
    ],
  );
  return rows[0]!;
}

export async function settleHistory(
  db: Db,
  id: string,
  result: { status: 'CMPL'; paymentKey: string; paidAt: Date } | { status: 'FAIL'; failureCode: string },
): Promise<HistoryRow> {
  const { rows } =
    result.status === 'CMPL'
      ? await db.query<HistoryRow>(
          `UPDATE membership_histories SET status = 'CMPL', payment_key = $2, paid_at = $3 WHERE id = $1 RETURNING ${HISTORY_COLUMNS}`,
          [id, result.paymentKey, result.paidAt],
        )
      : await db.query<HistoryRow>(
          `UPDATE membership_histories SET status = 'FAIL', failure_code = $2 WHERE id = $1 RETURNING ${HISTORY_COLUMNS}`,
          [id, result.failureCode],
        );
  return rows[0]!;
}

/** Records a declined attempt whose transaction rolled back (the group fee), so the history shows it. */
export async function insertFailedAttempt(db: Db, h: HistoryRow): Promise<void> {
  await db.query(
    `INSERT INTO membership_histories (id, membership_id, user_id, user_email, plan, kind, group_size, amount, status, reason,
       order_id, period_start, period_end, failure_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'FAIL', $9, $10, $11, $12, $13) ON CONFLICT (order_id) DO NOTHING`,
    [
      h.id,
      h.membership_id,
      h.user_id,
      h.user_email,
      h.plan,
      h.kind,
      h.group_size,
      h.amount,
      h.reason,
      h.order_id,
      h.period_start,
      h.period_end,
      h.failure_code,
    ],
  );
}

export async function cancelHistory(tx: Tx, id: string, reason: string): Promise<HistoryRow> {
  const { rows } = await tx.query<HistoryRow>(
    `UPDATE membership_histories SET status = 'CNCL', cancelled_at = now(), cancel_reason = $2 WHERE id = $1 RETURNING ${HISTORY_COLUMNS}`,
    [id, reason],
  );
  return rows[0]!;
}

export async function findHistory(db: Db, id: string, forUpdate = false): Promise<HistoryRow | undefined> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT ${HISTORY_COLUMNS} FROM membership_histories WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export interface HistoryFilter {
  userId?: string;
  userEmail?: string;
  from?: Date;
  to?: Date;
}

const historyWhere = (f: HistoryFilter) => {
  const clauses = ["status <> 'READY'"];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (f.userId) add('user_id = ?', f.userId);
  if (f.userEmail) add('lower(user_email) = lower(?)', f.userEmail);
  // Revenues count in the month the money moved: paid_at (failures by when they were attempted).
  if (f.from) add('coalesce(paid_at, created_at) >= ?', f.from);
  if (f.to) add('coalesce(paid_at, created_at) < ?', f.to);
  return { where: clauses.join(' AND '), params };
};

export async function listHistories(db: Db, filter: HistoryFilter, limit: number, offset: number) {
  const { where, params } = historyWhere(filter);
  const [{ rows }, count] = await Promise.all([
    db.query<HistoryRow>(
      `SELECT ${HISTORY_COLUMNS} FROM membership_histories WHERE ${where} ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM membership_histories WHERE ${where}`, params),
  ]);
  return { rows, total: count.rows[0]!.n };
}

export async function revenueTotal(db: Db, filter: HistoryFilter) {
  const { where, params } = historyWhere(filter);
  const { rows } = await db.query<{ total: number; count: number; cancelled: number; cancelled_count: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE status = 'CMPL'), 0)::bigint AS total,
            count(*) FILTER (WHERE status = 'CMPL')::int AS count,
            coalesce(sum(amount) FILTER (WHERE status = 'CNCL'), 0)::bigint AS cancelled,
            count(*) FILTER (WHERE status = 'CNCL')::int AS cancelled_count
     FROM membership_histories WHERE ${where}`,
    params,
  );
  return rows[0]!;
}

// ── free users ──
export async function setFreeUser(db: Db, userId: string, isFree: boolean): Promise<void> {
  await db.query(
    `INSERT INTO free_users (user_id, is_free) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET is_free = $2, updated_at = now()`,
    [userId, isFree],
  );
}

export async function isFreeUser(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ is_free: boolean }>('SELECT is_free FROM free_users WHERE user_id = $1', [userId]);
  return rows[0]?.is_free ?? false;
}
