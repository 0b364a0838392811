import { createLogger, createPool, databaseUrl, migrate, type Pool } from '@screenshelf/kit';
import { holdListen } from '../src/db/listen.js';
import { uniqueName, waitFor } from '@screenshelf/kit/testing';
import pg from 'pg';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

// The relays' LISTEN connection (events outbox, mail outbox) against the real Postgres: a connection
// the server drops (as a Postgres restart does) is destroyed, not kept checked out — a kept one made
// pool.end(), and so a service's stop, wait forever — and a new one listens again.
describe('holdListen', () => {
  const id = uniqueName('kitlisten');
  const channel = `ch_${id}`;
  const logger = createLogger('test', 'silent');
  let pool: Pool;
  const listeners = async () =>
    (await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`, [`LISTEN ${channel}`])).rows.map((r) => r.pid);

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, `kit_${id}`);
    await migrate(url, null, logger);
    pool = createPool(url);
  });
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "kit_${id}" WITH (FORCE)`);
    await admin.end();
  });

  it('listens again after the server drops the connection, and the pool still ends', async () => {
    let notified = 0;
    let listening = 0;
    const held = holdListen(pool, channel, { onNotify: () => void notified++, onListening: () => void listening++, logger, name: 'test' });
    const [first] = await waitFor(async () => ((await listeners()).length === 1 ? listeners() : undefined));
    await pool.query(`NOTIFY ${channel}`);
    await waitFor(async () => notified === 1);

    await pool.query('SELECT pg_terminate_backend($1)', [first]);
    const [second] = await waitFor(async () => {
      const pids = await listeners();
      return pids.length === 1 && pids[0] !== first ? pids : undefined;
    });
    expect(second).not.toBe(first);
    expect(listening).toBe(2);
    await pool.query(`NOTIFY ${channel}`);
    await waitFor(async () => notified === 2);

    await held.stop();
    expect(await listeners()).toEqual([]);
    // Stopped at once, before LISTEN was answered: nothing runs afterwards.
    let late = 0;
    await holdListen(pool, channel, { onNotify: () => undefined, onListening: () => void late++, logger, name: 'test' }).stop();
    await new Promise((resolve) => setImmediate(resolve));
    await pool.query('SELECT 1');
    expect(late).toBe(0);
    // Every connection is back in the pool (the dropped one destroyed): ending it does not hang.
    await pool.end();
  }, 30_000);
});
