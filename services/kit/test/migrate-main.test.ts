import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { createLogger, databaseUrl, ensureDatabase, migrate } from '@screenshelf/kit';
import { TEST_TOKEN_SECRET, dropDatabases, uniqueName, waitFor } from '@screenshelf/kit/testing';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const MAIN = fileURLToPath(new URL('../dist/migrate-main.js', import.meta.url));
const MEMBERSHIP_MIGRATIONS = fileURLToPath(new URL('../../membership/migrations', import.meta.url));
/** node-pg-migrate's advisory lock key (its PG_MIGRATE_LOCK_ID). */
const MIGRATE_LOCK = '7241865325823964';

/** Runs the migrate-only entry as the chart's Job does: SERVICE names the service, the rest is its own environment. */
function runMain(env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      POSTGRES_URL,
      INTERNAL_TOKEN_SECRET: TEST_TOKEN_SECRET,
      ...env,
    },
  }).then(
    () => 0,
    (error: { code?: number }) => error.code ?? 1,
  );
}

async function applied(database: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl(POSTGRES_URL, database) });
  await client.connect();
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  } finally {
    await client.end();
  }
}

// The chart's pre-install/pre-upgrade Job (`SERVICE=<name> node services/kit/dist/migrate-main.js`) against the
// real Postgres, racing itself and a replica starting at the same time: the runner's lock waits, nobody fails.
describe('migrate-main: migrations once per release', () => {
  const database = uniqueName('migrate');

  afterAll(async () => {
    await dropDatabases([database]);
  });

  const env = { SERVICE: 'membership', MEMBERSHIP_DATABASE: database };

  it('waits for a migration in progress (the lock is held) instead of failing', async () => {
    const url = databaseUrl(POSTGRES_URL, database);
    await ensureDatabase(url);
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query(`SELECT pg_advisory_lock(${MIGRATE_LOCK})`);
      let exit: number | undefined;
      const running = runMain(env).then((code) => (exit = code));
      // The Job is queued behind the lock, still running.
      const waiting =
        "SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())";
      await waitFor(async () => exit !== undefined || ((await holder.query(waiting)).rowCount ?? 0) > 0, 30_000);
      expect(exit).toBeUndefined();
      await holder.query(`SELECT pg_advisory_unlock(${MIGRATE_LOCK})`);
      expect(await running).toBe(0);
    } finally {
      await holder.end();
    }
  });

  it('migrates the service database twice at once, and a replica starting after finds nothing to do', async () => {
    expect(
      await Promise.all([
        runMain(env),
        runMain(env),
        migrate(databaseUrl(POSTGRES_URL, database), MEMBERSHIP_MIGRATIONS, createLogger('test', 'silent')),
      ]),
    ).toEqual([0, 0, undefined]);
    const files = readdirSync(MEMBERSHIP_MIGRATIONS).length;
    expect(await applied(database, 'migrations')).toBe(files);

    await migrate(databaseUrl(POSTGRES_URL, database), MEMBERSHIP_MIGRATIONS, createLogger('test', 'silent'));
    expect(await runMain(env)).toBe(0);
    expect(await applied(database, 'migrations')).toBe(files);
    expect(await applied(database, 'kit_migrations')).toBeGreaterThan(0);
  });

  it('refuses an unknown service and a service whose config refuses to start', async () => {
    expect(await runMain({ SERVICE: 'nosuchservice' })).toBe(2);
    expect(await runMain({ SERVICE: '../etc' })).toBe(2);
    // The service's own loader decides: membership in production without its payment key does not migrate either.
    expect(await runMain({ SERVICE: 'membership', MEMBERSHIP_DATABASE: database, NODE_ENV: 'production' })).toBe(1);
  });
});
