// Deletes what test runs left behind on the local servers: Kafka topics, Elasticsearch indices and
// Postgres databases whose names carry the unique id tests give their stacks (`<label>_<base36
// time>_<hex>`, kit testing's uniqueName) from more than an hour ago, so a run under way keeps its
// own. A broker full of stale partitions restarts slowly (the fault tests restart it) and hundreds of
// stale indices slow Elasticsearch. CI's servers are fresh; this is for a development machine.
// Hygiene only: a server that does not answer is left alone (the tests will say why).
//
//   node scripts/prune-test-leftovers.mjs
/* global AbortSignal */
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';

const STAMP = /^(?:[a-z]+_)+([0-9a-z]{8,9})_[0-9a-f]{4,6}(?:[._]|$)/;
const MIN_AGE_MS = 60 * 60 * 1000;
const BROKER = process.env.KAFKA_BROKERS?.split(',')[0] ?? '127.0.0.1:9092';
const ELASTICSEARCH_URL = (process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200').replace(/\/$/, '');
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

const now = Date.now();
const stale = (name) => {
  const match = STAMP.exec(name);
  const created = match ? parseInt(match[1], 36) : NaN;
  return Number.isFinite(created) && now - created > MIN_AGE_MS;
};
const report = async (what, prune) => {
  try {
    console.log(`stale test ${what} deleted: ${await prune()}`);
  } catch (error) {
    console.log(`stale test ${what} not pruned: ${error instanceof Error ? error.message : error}`);
  }
};

await report('topics', async () => {
  const admin = new Kafka({ clientId: 'prune-test-leftovers', brokers: [BROKER], logLevel: logLevel.NOTHING }).admin();
  try {
    await admin.connect();
    const topics = (await admin.listTopics()).filter(stale);
    for (let i = 0; i < topics.length; i += 50) await admin.deleteTopics({ topics: topics.slice(i, i + 50), timeout: 30_000 });
    return topics.length;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
});

await report('indices', async () => {
  const res = await fetch(`${ELASTICSEARCH_URL}/_cat/indices?format=json&h=index`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`Elasticsearch answered ${res.status}`);
  const indices = (await res.json()).map((i) => i.index).filter(stale);
  for (let i = 0; i < indices.length; i += 50) {
    const del = await fetch(`${ELASTICSEARCH_URL}/${indices.slice(i, i + 50).join(',')}`, { method: 'DELETE', signal: AbortSignal.timeout(60_000) });
    if (!del.ok) throw new Error(`deleting indices: ${del.status}`);
  }
  return indices.length;
});

await report('databases', async () => {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const names = (await client.query('SELECT datname FROM pg_database WHERE NOT datistemplate')).rows.map((r) => r.datname).filter(stale);
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
    return names.length;
  } finally {
    await client.end().catch(() => undefined);
  }
});

// The migrated templates test stacks copy their databases from (services/gateway/test/support/
// databases.ts), one per service and set of migrations: the newest two of each service stay (this
// tree's and, say, another worktree's), older ones go.
await report('database templates', async () => {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT datname FROM (
         SELECT datname, row_number() OVER (PARTITION BY substring(datname FROM '^screenshelf_tmpl_([a-z]+)_') ORDER BY oid DESC) AS newest
           FROM pg_database WHERE datname ~ '^screenshelf_tmpl_[a-z]+_[0-9a-f]{12}(_b[0-9a-f]{6})?$') t
        WHERE newest > 2 OR datname ~ '_b[0-9a-f]{6}$'`,
    );
    for (const { datname } of rows) {
      await client.query(`ALTER DATABASE "${datname}" IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
    return rows.length;
  } finally {
    await client.end().catch(() => undefined);
  }
});
