import type { Pool, Tx } from '@screenshelf/kit';
import type { Profile, UserRole } from './domain/user.js';
import type { SessionRecord } from './domain/session.js';

type Db = Pool | Tx;

export interface UserRow {
  id: string;
  email: string;
  email_verified: boolean;
  name: string;
  image: string;
  nickname: string;
  role: UserRole;
  is_biz_owner: boolean;
  referral_id: string;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS = 'id, email, email_verified, name, image, nickname, role, is_biz_owner, referral_id, created_at, updated_at';
const prefixed = (alias: string) => USER_COLUMNS.split(', ').map((c) => `${alias}.${c}`).join(', ');

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = $1`, [email]);
  return rows[0];
}

/** The account a provider identity belongs to, locked for the sign-in; falls back to the same email. */
export async function findUserForSignIn(tx: Tx, profile: Profile): Promise<(UserRow & { subject: string; issuer: string }) | undefined> {
  const { rows } = await tx.query<UserRow & { subject: string; issuer: string }>(
    `SELECT ${USER_COLUMNS}, issuer, subject FROM users
     WHERE (issuer = $1 AND subject = $2) OR lower(email) = $3
     ORDER BY (issuer = $1 AND subject = $2) DESC LIMIT 1 FOR UPDATE`,
    [profile.issuer, profile.subject, profile.email],
  );
  return rows[0];
}

export async function insertUser(tx: Tx, profile: Profile, role: UserRole): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `INSERT INTO users (issuer, subject, email, email_verified, name, image, role)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${USER_COLUMNS}`,
    [profile.issuer, profile.subject, profile.email, profile.emailVerified, profile.name, profile.image, role],
  );
  return rows[0]!;
}

/** Refreshes what the provider says about the person; answers whether anything changed. */
export async function updateProfile(tx: Tx, id: string, profile: Profile): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `UPDATE users SET issuer = $2, subject = $3, email = $4, email_verified = $5, name = $6, image = $7, updated_at = now()
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, profile.issuer, profile.subject, profile.email, profile.emailVerified, profile.name, profile.image],
  );
  return rows[0]!;
}

export async function updateRoles(tx: Tx, id: string, role: UserRole, isBizOwner: boolean): Promise<{ before: UserRow; after: UserRow } | undefined> {
  const before = (await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id])).rows[0];
  if (!before) return undefined;
  const { rows } = await tx.query<UserRow>(
    `UPDATE users SET role = $2, is_biz_owner = $3, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, role, isBizOwner],
  );
  return { before, after: rows[0]! };
}

export async function listUsers(
  db: Db,
  filter: { emailContains?: string; roles?: UserRole[]; limit: number; offset: number },
): Promise<{ users: UserRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.emailContains) {
    params.push(`%${filter.emailContains.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`lower(email) LIKE $${params.length}`);
  }
  if (filter.roles) {
    params.push(filter.roles);
    where.push(`role = ANY($${params.length})`);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM users ${clause}`, params)).rows[0]!.n);
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users ${clause} ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { users: rows, total };
}

/** Removes the account; its sessions go with it (ON DELETE CASCADE). Answers the live ones' hashes, or undefined when there was no account. */
export async function deleteUser(tx: Tx, id: string): Promise<Buffer[] | undefined> {
  const { rows } = await tx.query<{ token_hash: Buffer }>('SELECT token_hash FROM sessions WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()', [id]);
  const { rowCount } = await tx.query('DELETE FROM users WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0 ? rows.map((r) => r.token_hash) : undefined;
}

/** Events about the user not yet published: they would carry personal data after the account is gone. */
export async function dropUnsentEventsOf(tx: Tx, userId: string): Promise<void> {
  await tx.query("DELETE FROM outbox WHERE topic = 'identity.user' AND key = $1", [userId]);
}

// Sessions

export async function findSession(db: Db, tokenHash: Buffer): Promise<(SessionRecord & { user: UserRow }) | undefined> {
  const { rows } = await db.query<UserRow & { expires_at: Date; ended_at: Date | null; end_reason: string | null }>(
    `SELECT ${prefixed('u')}, s.expires_at, s.ended_at, s.end_reason
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { expires_at, ended_at, end_reason, ...user } = row;
  return { expiresAt: expires_at, endedAt: ended_at, endReason: end_reason, user };
}

/** One person per account: ends every other live session of the user, then records the new one. Answers the ended ones' hashes. */
export async function replaceSessions(tx: Tx, userId: string, tokenHash: Buffer, expiresAt: Date): Promise<Buffer[]> {
  const ended = await tx.query<{ token_hash: Buffer }>(
    `UPDATE sessions SET ended_at = now(), end_reason = 'SIGNED_IN_ELSEWHERE'
     WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now() RETURNING token_hash`,
    [userId],
  );
  // Ended and expired sessions are kept only as long as a session could have lived.
  await tx.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at < now()', [userId]);
  await tx.query('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt]);
  return ended.rows.map((r) => r.token_hash);
}

export async function extendSession(db: Db, tokenHash: Buffer, expiresAt: Date): Promise<void> {
  await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [tokenHash, expiresAt]);
}

/** Ends a live session; answers whether there was one. */
export async function endSession(db: Db, tokenHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query("UPDATE sessions SET ended_at = now(), end_reason = 'SIGNED_OUT' WHERE token_hash = $1 AND ended_at IS NULL", [tokenHash]);
  return (rowCount ?? 0) > 0;
}

// Sign-in flows

export interface FlowRow {
  provider: string;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  callback_url: string;
}

export async function insertFlow(db: Db, flowHash: Buffer, flow: FlowRow, expiresAt: Date): Promise<void> {
  await db.query('DELETE FROM sign_in_flows WHERE expires_at < now()');
  await db.query(
    `INSERT INTO sign_in_flows (flow_hash, provider, state, nonce, code_verifier, redirect_uri, callback_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [flowHash, flow.provider, flow.state, flow.nonce, flow.code_verifier, flow.redirect_uri, flow.callback_url, expiresAt],
  );
}

/** Takes a flow exactly once: a replayed callback finds nothing. */
export async function takeFlow(db: Db, flowHash: Buffer): Promise<FlowRow | undefined> {
  const { rows } = await db.query<FlowRow>(
    `DELETE FROM sign_in_flows WHERE flow_hash = $1 AND expires_at > now()
     RETURNING provider, state, nonce, code_verifier, redirect_uri, callback_url`,
    [flowHash],
  );
  return rows[0];
}

// Personal access tokens

export interface AccessTokenRow {
  id: string;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date | null;
}

const ACCESS_TOKEN_COLUMNS = 'id, name, prefix, created_at, last_used_at, expires_at';

/** Locks the account for a token change (the live-token limit holds under concurrent creates); false when it is gone. */
export async function lockUser(tx: Tx, userId: string): Promise<boolean> {
  const { rowCount } = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return (rowCount ?? 0) > 0;
}

export async function countLiveAccessTokens(tx: Tx, userId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    'SELECT count(*) AS n FROM access_tokens WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now())',
    [userId],
  );
  return Number(rows[0]!.n);
}

export async function insertAccessToken(
  tx: Tx,
  token: { userId: string; tokenHash: Buffer; name: string; prefix: string; expiresAt: Date | null },
): Promise<AccessTokenRow> {
  const { rows } = await tx.query<AccessTokenRow>(
    `INSERT INTO access_tokens (user_id, token_hash, name, prefix, expires_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${ACCESS_TOKEN_COLUMNS}`,
    [token.userId, token.tokenHash, token.name, token.prefix, token.expiresAt],
  );
  return rows[0]!;
}

export async function listAccessTokens(db: Db, userId: string): Promise<AccessTokenRow[]> {
  const { rows } = await db.query<AccessTokenRow>(
    `SELECT ${ACCESS_TOKEN_COLUMNS} FROM access_tokens WHERE user_id = $1 ORDER BY created_at DESC, id`,
    [userId],
  );
  return rows;
}

/** Deletes the user's own token; another user's is not found, as an unknown one. */
export async function deleteAccessToken(db: Db, userId: string, id: string): Promise<AccessTokenRow | undefined> {
  const { rows } = await db.query<AccessTokenRow>(
    `DELETE FROM access_tokens WHERE id = $1 AND user_id = $2 RETURNING ${ACCESS_TOKEN_COLUMNS}`,
    [id, userId],
  );
  return rows[0];
}

export async function findAccessToken(db: Db, tokenHash: Buffer): Promise<(AccessTokenRow & { user: UserRow }) | undefined> {
  const { rows } = await db.query<UserRow & { token_id: string; token_name: string; prefix: string; token_created_at: Date; last_used_at: Date | null; expires_at: Date | null }>(
    `SELECT ${prefixed('u')}, t.id AS token_id, t.name AS token_name, t.prefix, t.created_at AS token_created_at, t.last_used_at, t.expires_at
     FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { token_id, token_name, prefix, token_created_at, last_used_at, expires_at, ...user } = row;
  return { id: token_id, name: token_name, prefix, created_at: token_created_at, last_used_at, expires_at, user };
}

/** Records a use, at most once per `granularityMs` (no write on every request). */
export async function touchAccessToken(db: Db, id: string, granularityMs: number): Promise<void> {
  await db.query(
    `UPDATE access_tokens SET last_used_at = now()
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
    [id, granularityMs / 1000],
  );
}
