import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { signCallerToken, type Caller } from './caller.js';

/** Helpers for tests: unique names so test files share one Postgres, Kafka and Elasticsearch. */
export const uniqueName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

export const ADMIN: Caller = { userId: '00000000-0000-4000-8000-00000000ad01', role: 'ADMIN', plan: 'GROUP_PRO', paid: true };
export const PAID_USER: Caller = { userId: '00000000-0000-4000-8000-000000000001', role: 'USER', plan: 'PERSONAL_PRO', paid: true };
export const FREE_USER: Caller = { userId: '00000000-0000-4000-8000-000000000002', role: 'USER', plan: 'STARTER', paid: false };

/**
 * The caller-token secret of this test file: random, and put in the environment every service the
 * test starts reads (jest gives each test file its own process.env), so no test knows a real secret.
 * A jest worker names one for all its files (scripts/jest/environment.mjs): they share its stack.
 */
export const TEST_TOKEN_SECRET = process.env.SCREENSHELF_TEST_TOKEN_SECRET ?? randomBytes(32).toString('base64url');
process.env.INTERNAL_TOKEN_SECRET = TEST_TOKEN_SECRET;

/**
 * Mints the caller token the gateway would, but living 15 minutes (a suite mints one and uses it
 * throughout, which on a loaded machine outlasts the gateway's one minute); tests only.
 */
export const mintCallerToken = (caller: Caller, secret = TEST_TOKEN_SECRET) => signCallerToken(caller, secret, 15 * 60);

export { waitFor } from './wait.js';

/**
 * Drops a test's own databases (FORCE: connections still open are cut). Here, not only beside the
 * gateway's test stack, so a test of one service's tables does not load every service to clean up.
 */
export async function dropDatabases(names: string[]) {
  const client = new pg.Client({ connectionString: `${process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432'}/postgres` });
  await client.connect();
  try {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
