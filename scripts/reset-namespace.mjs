// Empties a stack namespace on the local servers, so that its next start loads the demo data again
// (the library as the generator draws it today, the marketplace and the community), as on a fresh
// machine. What a stack of that namespace stored goes: its databases, Elasticsearch indices, Kafka
// topics and consumer groups, Redis keys and files (uploads, the development payment and mail
// states). Other namespaces, the shared servers and the caches in .local/cache stay.
//
//   node scripts/reset-namespace.mjs <namespace>...   e.g. `e2e`; `default` is plain `npm start`'s
//   npm run reset -- <namespace>...
//
// Refused while a stack of the namespace answers on its gateway port: stop it first.
/* global AbortSignal */
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { DEFAULT_PORTS, stackNamespaceEnv } from './stack-namespace.mjs';
import { demoVersionFile } from './demo/version.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['identity', 'catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community'];
/** The kit's topics (services/kit/src/events/topics.ts), each also with its dead-letter and retry topics. */
const TOPICS = ['identity.user', 'catalog.app', 'membership.subscription', 'marketplace.order', 'activity.view'];
const INDICES = ['apps', 'images', 'patterns', 'contents', 'products'];
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BROKER = process.env.KAFKA_BROKERS?.split(',')[0] ?? '127.0.0.1:9092';
const ELASTICSEARCH_URL = (process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200').replace(/\/$/, '');

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What belongs to a namespace: names and prefixes, as scripts/stack-namespace.mjs and the services' defaults give them. */
export function namespacePlaces(namespace) {
  if (namespace === 'default') {
    return {
      port: DEFAULT_PORTS.PORT,
      databases: SERVICES.map((s) => `screenshelf_${s}`),
      topic: new RegExp(`^(${TOPICS.map(escape).join('|')})(\\..+)?$`),
      group: new RegExp(`^(${SERVICES.join('|')})$`),
      index: new RegExp(`^(${INDICES.join('|')})_v\\d+$`),
      redis: ['trending:*', 'viewed:*', 'membership:entitlement:*'],
      files: [path.join(root, '.local/uploads'), path.join(root, '.local/dev-payments'), path.join(root, '.local/dev-smtp')],
    };
  }
  const env = stackNamespaceEnv(namespace);
  return {
    port: Number(env.PORT),
    databases: SERVICES.map((s) => env[`${s.toUpperCase()}_DATABASE`]),
    topic: new RegExp(`^${escape(env.KAFKA_TOPIC_PREFIX)}`),
    group: new RegExp(`^(${SERVICES.join('|')})-${escape(namespace)}$`),
    index: new RegExp(`^${escape(env.SEARCH_INDEX_PREFIX)}(${INDICES.join('|')})_v\\d+$`),
    redis: [env.SEARCH_INDEX_PREFIX, env.MEMBERSHIP_REDIS_PREFIX, env.RATE_LIMIT_PREFIX, env.AUTH_RATE_LIMIT_PREFIX].map((prefix) => `${prefix}*`),
    // The namespace's own folders only (never all of .local/<namespace>: the e2e stage keeps its log there).
    files: [...new Set(['CATALOG_STORAGE_DIR', 'MARKETPLACE_STORAGE_DIR'].map((k) => env[k]).concat(['DEV_PAYMENTS_STATE', 'DEV_SMTP_STATE'].map((k) => path.dirname(env[k]))))].map((p) => path.resolve(root, p)),
  };
}

const answers = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Empties one namespace; answers what went, by kind. `running` says whether something answers on a port. */
export async function resetNamespace(namespace, { running = answers } = {}) {
  const places = namespacePlaces(namespace);
  if (await running(places.port)) throw new Error(`a stack of namespace "${namespace}" answers on port ${places.port}: stop it first`);
  const done = {};

  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const existing = new Set((await client.query('SELECT datname FROM pg_database WHERE datname = ANY($1)', [places.databases])).rows.map((r) => r.datname));
    for (const name of existing) await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    done.databases = existing.size;
  } finally {
    await client.end();
  }

  const listed = await fetch(`${ELASTICSEARCH_URL}/_cat/indices?format=json&h=index`, { signal: AbortSignal.timeout(10_000) });
  if (!listed.ok) throw new Error(`Elasticsearch answered ${listed.status}`);
  const indices = (await listed.json()).map((i) => i.index).filter((name) => places.index.test(name));
  if (indices.length) {
    const deleted = await fetch(`${ELASTICSEARCH_URL}/${indices.join(',')}`, { method: 'DELETE', signal: AbortSignal.timeout(60_000) });
    if (!deleted.ok) throw new Error(`deleting indices: Elasticsearch answered ${deleted.status}`);
  }
  done.indices = indices.length;

  const admin = new Kafka({ clientId: 'reset-namespace', brokers: [BROKER], logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => places.group.test(g));
    if (groups.length) await admin.deleteGroups(groups);
    const topics = (await admin.listTopics()).filter((t) => places.topic.test(t));
    if (topics.length) await admin.deleteTopics({ topics, timeout: 30_000 });
    Object.assign(done, { groups: groups.length, topics: topics.length });
  } finally {
    await admin.disconnect().catch(() => undefined);
  }

  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let keys = 0;
    for (const match of places.redis) {
      for await (const batch of redis.scanStream({ match, count: 500 })) {
        if (batch.length) keys += await redis.unlink(...batch);
      }
    }
    done.keys = keys;
  } finally {
    redis.disconnect();
  }

  for (const dir of places.files) rmSync(dir, { recursive: true, force: true });
  rmSync(demoVersionFile(namespace), { force: true });
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  if (!names.length || names.some((n) => n.startsWith('-'))) {
    console.error('usage: node scripts/reset-namespace.mjs <namespace>...   (`default`: plain npm start’s; e.g. e2e)');
    process.exit(2);
  }
  let code = 0;
  for (const name of names) {
    try {
      const done = await resetNamespace(name);
      console.log(`namespace "${name}" emptied: ${Object.entries(done).map(([what, n]) => `${n} ${what}`).join(', ')}; its next start loads the demo data again`);
    } catch (error) {
      console.error(`namespace "${name}" not reset: ${error.message}`);
      code = 1;
    }
  }
  process.exit(code);
}
