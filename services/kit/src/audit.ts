import type { Caller } from './caller.js';
import { requireRole } from './caller.js';
import type { Pool, Tx } from './db/postgres.js';
import type { ServiceBinding, UnaryHandler } from './grpc/server.js';

/**
 * The audit log: every admin write is recorded by the service that owns the data, in the same
 * transaction as the write (so a write without its entry, or an entry without its write, cannot
 * happen). The table is the kit's (migrations/0004_audit_log.sql), append-only by trigger; each
 * service serves proto/audit.proto beside its own service, and the gateway merges the four.
 */

export interface AuditEntryInput {
  actor: Caller;
  /** `<target>.<what happened>`, e.g. user.role_changed, app.deleted, product.hidden. */
  action: string;
  targetType: string;
  targetId: string;
  /** The changed fields before and after (null for created / deleted). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
  targetId?: string;
  /** ISO times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** proto/audit.proto AuditEntry. */
export interface AuditEntry {
  id: string;
  service: string;
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  beforeJson: string;
  afterJson: string;
  at: string;
}

/** Field names that never reach the log (card numbers, billing keys, secrets), at any depth. */
const SECRET_FIELD = /card|billing|secret|password|token|cvc|identity_?number/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

const asJson = (value: Record<string, unknown> | null | undefined) => (value ? JSON.stringify(withoutSecrets(value)) : null);

/** Records one admin write inside the write's transaction. */
export async function recordAudit(tx: Tx, entry: AuditEntryInput): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [entry.actor.userId ?? '', entry.actor.email ?? '', entry.action, entry.targetType, entry.targetId, asJson(entry.before), asJson(entry.after)],
  );
}

/**
 * The fields of `after` whose values differ from `before`, as the pair the log keeps; undefined
 * when nothing changed (no entry is worth writing then).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | undefined {
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (keys.length === 0) return undefined;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

interface AuditRow {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  at: Date;
}

/** The newest entries first that match the filter, and how many match. */
export async function listAudit(pool: Pool, service: string, filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  const add = (sql: string, value: string | undefined) => {
    if (!value) return;
    values.push(value);
    where.push(sql.replace('?', `$${values.length}`));
  };
  add('actor_id = ?', filter.actorId);
  add('action = ?', filter.action);
  add('target_id = ?', filter.targetId);
  add('at >= ?::timestamptz', filter.from);
  add('at < ?::timestamptz', filter.to);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ rows }, counted] = await Promise.all([
    pool.query<AuditRow>(
      `SELECT * FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, filter.limit, filter.offset],
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log ${clause}`, values),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      service,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      beforeJson: r.before == null ? '' : JSON.stringify(r.before),
      afterJson: r.after == null ? '' : JSON.stringify(r.after),
      at: r.at.toISOString(),
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}

/** The most entries one call lists (the gateway asks each service for offset + limit of them). */
export const AUDIT_MAX_WINDOW = 10_000;

interface ListAuditEntriesRequest extends Omit<AuditFilter, 'limit' | 'offset'> {
  limit: number;
  offset: number;
}

/** The Audit service (proto/audit.proto) of a service's own log, for startService's bindings; ADMIN only. */
export function auditBinding(service: string, pool: Pool): ServiceBinding {
  const ListAuditEntries: UnaryHandler<ListAuditEntriesRequest, { entries: AuditEntry[]; total: number }> = async (request, { caller }) => {
    requireRole(caller, 'ADMIN');
    const limit = Math.min(Math.max(request.limit || 20, 1), AUDIT_MAX_WINDOW);
    const offset = Math.min(Math.max(request.offset || 0, 0), AUDIT_MAX_WINDOW);
    return listAudit(pool, service, { ...request, limit, offset });
  };
  return { protoFile: 'audit.proto', service: 'screenshelf.audit.v1.Audit', handlers: { ListAuditEntries } };
}
