import pg from 'pg';
import { runner } from 'node-pg-migrate';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { DomainError } from '../errors.js';

export type Pool = pg.Pool;
export type Tx = pg.PoolClient;

// int8 (bigint) columns hold counts, MAU and KRW amounts that stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it */
  });
  // A client checked out between two queries (inside a transaction, or held for LISTEN) emits 'error'
  // when Postgres goes away; unheard, that would end the process. The next query on it fails instead,
  // and the pool drops it on release.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** Creates the service's own database on the server when it is missing (one database per service). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`unsafe database name: ${database}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${database}"`);
      } catch (error) {
        // Another process created it at the same moment.
        if ((error as { code?: string }).code !== '42P04' && (error as { code?: string }).code !== '23505') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

export async function withTransaction<T>(pool: pg.Pool, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('BEGIN');
    const result = await fn(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

const KIT_MIGRATIONS = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Brings a service database up to date: first the kit's own tables (outbox, processed events),
 * then the service's SQL migrations. Safe to run from several replicas at once: the runner's advisory
 * lock WAITS for a migration already running (the chart's migrate Job, another replica), then finds
 * nothing left to do, instead of failing and crash-looping the replicas that start together.
 */
export async function migrate(url: string, serviceMigrationsDir: string | null, logger?: Logger): Promise<void> {
  await ensureDatabase(url);
  const log = (msg: string) => logger?.debug({ migration: msg }, 'migrate');
  const common = { databaseUrl: url, direction: 'up' as const, log, count: Infinity, checkOrder: true, advisoryLockMode: 'wait' as const };
  await runner({ ...common, dir: KIT_MIGRATIONS, migrationsTable: 'kit_migrations' });
  const hasMigrations = serviceMigrationsDir && existsSync(serviceMigrationsDir) && readdirSync(serviceMigrationsDir).length > 0;
  if (hasMigrations) await runner({ ...common, dir: serviceMigrationsDir, migrationsTable: 'migrations' });
}

/**
 * SQLSTATEs that mean "this value cannot be stored or compared", i.e. the caller's input was
 * refused by Postgres: class 22 (data exceptions: invalid text representation, datetime and numeric
 * out of range, NUL and invalid bytes, string too long, bad LIKE escape…) and the integrity checks a
 * value can fail (check, foreign key, not null). Everything else is a fault of ours and stays internal.
 */
const INPUT_SQLSTATES = new Set(['23502', '23503', '23514']);

const isPostgresError = (error: unknown): error is pg.DatabaseError =>
  error instanceof pg.DatabaseError ||
  (typeof error === 'object' && error !== null && (error as { name?: string }).name === 'error' && typeof (error as { code?: unknown }).code === 'string' && 'severity' in error);

/** The DomainError for a Postgres error caused by the request's values (400), or undefined for any other error. */
export function postgresInputError(error: unknown): DomainError | undefined {
  if (!isPostgresError(error) || !error.code) return undefined;
  if (!error.code.startsWith('22') && !INPUT_SQLSTATES.has(error.code)) return undefined;
  const msg =
    error.code === '23503'
      ? 'The request refers to something that does not exist'
      : error.code.startsWith('22')
        ? 'The request has a value that is out of range or not valid'
        : 'The request has a value that is not allowed';
  return new DomainError('VALIDATION_ERROR', msg, 'invalid', { sqlstate: error.code });
}
