import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '@screenshelf/kit';
import { waitFor } from '@screenshelf/kit/wait';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const SERVICES = path.resolve(import.meta.dirname, '../../..');
const migrationsOf = (service: string) => path.join(SERVICES, service, 'migrations');

/** The template's name: the service and a hash of every migration it runs (the kit's, then its own). */
function templateName(service: string): string {
  const hash = createHash('sha256');
  for (const dir of [migrationsOf('kit'), migrationsOf(service)]) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) hash.update(`${dir}\0${file}\0`).update(readFileSync(path.join(dir, file)));
  }
  return `screenshelf_tmpl_${service}_${hash.digest('hex').slice(0, 12)}`;
}

const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

const exists = (client: pg.Client, name: string) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);

/**
 * A database with every migration of `service` applied, kept on the server as a template: built once
 * (under a name of its own, then renamed, so a half-built one is never used) and reused by every
 * later stack while the migrations stay the same. scripts/prune-test-leftovers.mjs keeps the newest two
 * of each service.
 */
const templates = new Map<string, Promise<string>>();
function template(service: string): Promise<string> {
  const name = templateName(service);
  let ready = templates.get(name);
  if (!ready) {
    ready = admin(async (client) => {
      if (await exists(client, name)) return name;
      const building = `${name}_b${randomBytes(3).toString('hex')}`;
      await migrate(`${POSTGRES_URL}/${building}`, existsSync(migrationsOf(service)) ? migrationsOf(service) : null);
      // The migration's connections close a moment after it resolves; a renamed database must have none.
      await waitFor(async () => {
        try {
          await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
          return true;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === '42P04') return true; // another process built it first
          if (code === '55006') return undefined; // still in use
          throw error;
        }
      }, 30_000, 50);
      if (await exists(client, building)) await client.query(`DROP DATABASE "${building}" WITH (FORCE)`);
      await client.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
      return name;
    });
    templates.set(name, ready);
    ready.catch(() => templates.delete(name));
  }
  return ready;
}

/**
 * Creates a stack's service databases as copies of their migrated templates: each service then finds
 * its migrations applied when it starts (as after any earlier start) instead of running them, which
 * cost about 4 CPU-seconds of Postgres and 6 s per stack on the development machine.
 */
export async function createServiceDatabases(databases: { service: string; database: string }[]): Promise<void> {
  const sources = await Promise.all(databases.map(({ service }) => template(service)));
  await admin(async (client) => {
    for (const [i, { database }] of databases.entries()) await client.query(`CREATE DATABASE "${database}" TEMPLATE "${sources[i]}"`);
  });
}
