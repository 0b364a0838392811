// `npm run reset -- <namespace>` empties a namespace's places on the shared servers (databases,
// indices, topics, groups, Redis keys, files), so its next start loads the demo of today; the e2e
// stage runs it when its namespace holds a library of another demo version.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
// @ts-expect-error: a plain .mjs script without types
import { namespacePlaces, resetNamespace } from '../reset-namespace.mjs';
// @ts-expect-error: a plain .mjs script without types
import { stackNamespaceEnv } from '../stack-namespace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const ES = (process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200').replace(/\/$/, '');
const stopped = async () => false;

/** A namespace name of this run's own (lower-case letters and digits, at most 16). */
const name = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);

describe('resetting a namespace', () => {
  it('covers every place the namespace gives a stack: each database, group, prefix and folder', () => {
    const ns = name('cover');
    const env = stackNamespaceEnv(ns) as Record<string, string>;
    const places = namespacePlaces(ns) as { databases: string[]; topic: RegExp; group: RegExp; index: RegExp; redis: string[]; files: string[] };
    const databases = Object.entries(env).filter(([k]) => k.endsWith('_DATABASE')).map(([, v]) => v);
    expect([...places.databases].sort()).toEqual(databases.sort());
    for (const [key, group] of Object.entries(env).filter(([k]) => k.endsWith('_CONSUMER_GROUP'))) expect({ key, matched: places.group.test(group) }).toEqual({ key, matched: true });
    expect(places.topic.test(`${env.KAFKA_TOPIC_PREFIX}catalog.app`)).toBe(true);
    expect(places.index.test(`${env.SEARCH_INDEX_PREFIX}images_v3`)).toBe(true);
    for (const key of ['MEMBERSHIP_REDIS_PREFIX', 'RATE_LIMIT_PREFIX', 'AUTH_RATE_LIMIT_PREFIX', 'SEARCH_INDEX_PREFIX']) expect(places.redis).toContain(`${env[key]}*`);
    for (const key of Object.keys(env).filter((k) => /_(STORAGE_DIR|STATE)$/.test(k))) {
      const place = path.resolve(root, env[key]!);
      expect({ key, inside: places.files.some((dir) => place === dir || place.startsWith(dir + path.sep)) }).toEqual({ key, inside: true });
    }
    // Never another namespace's, nor plain npm start's.
    expect(places.topic.test('catalog.app')).toBe(false);
    expect(places.index.test('apps_v1')).toBe(false);
    expect(places.group.test('search')).toBe(false);
    const plain = namespacePlaces('default') as typeof places;
    expect(plain.topic.test(`${env.KAFKA_TOPIC_PREFIX}catalog.app`)).toBe(false);
    expect(plain.index.test(`${env.SEARCH_INDEX_PREFIX}apps_v1`)).toBe(false);
    expect(plain.group.test(`search-${ns}`)).toBe(false);
  });

  it("empties the namespace's databases, indices, topics, keys and files, and leaves another namespace's", async () => {
    const ns = name('rst');
    const other = name('keep');
    const env = stackNamespaceEnv(ns) as Record<string, string>;
    const otherEnv = stackNamespaceEnv(other) as Record<string, string>;
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    const kafka = new Kafka({ clientId: 'reset-test', brokers: [process.env.KAFKA_BROKERS?.split(',')[0] ?? '127.0.0.1:9092'], logLevel: logLevel.NOTHING }).admin();
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    await admin.connect();
    await kafka.connect();
    try {
      for (const db of [env.CATALOG_DATABASE, otherEnv.CATALOG_DATABASE]) await admin.query(`CREATE DATABASE "${db}"`);
      for (const index of [`${env.SEARCH_INDEX_PREFIX}apps_v1`, `${otherEnv.SEARCH_INDEX_PREFIX}apps_v1`]) {
        expect((await fetch(`${ES}/${index}`, { method: 'PUT' })).ok).toBe(true);
      }
      await kafka.createTopics({ topics: [`${env.KAFKA_TOPIC_PREFIX}catalog.app`, `${otherEnv.KAFKA_TOPIC_PREFIX}catalog.app`].map((topic) => ({ topic, numPartitions: 1 })), waitForLeaders: true });
      await redis.set(`${env.SEARCH_INDEX_PREFIX}trending:APP:x`, '1');
      await redis.set(`${env.MEMBERSHIP_REDIS_PREFIX}entitlement:x`, '1');
      await redis.set(`${otherEnv.MEMBERSHIP_REDIS_PREFIX}entitlement:x`, '1');
      const upload = path.resolve(root, env.CATALOG_STORAGE_DIR!, 'a.png');
      mkdirSync(path.dirname(upload), { recursive: true });
      writeFileSync(upload, 'x');

      await expect(resetNamespace(ns, { running: async () => true })).rejects.toThrow(/stop it first/);
      expect(existsSync(upload)).toBe(true);

      const done = await resetNamespace(ns, { running: stopped });
      expect(done).toMatchObject({ databases: 1, indices: 1, topics: 1, keys: 2 });
      const databases = (await admin.query('SELECT datname FROM pg_database WHERE datname = ANY($1)', [[env.CATALOG_DATABASE, otherEnv.CATALOG_DATABASE]])).rows.map((r) => r.datname);
      expect(databases).toEqual([otherEnv.CATALOG_DATABASE]);
      expect((await fetch(`${ES}/${env.SEARCH_INDEX_PREFIX}apps_v1`, { method: 'HEAD' })).status).toBe(404);
      expect((await fetch(`${ES}/${otherEnv.SEARCH_INDEX_PREFIX}apps_v1`, { method: 'HEAD' })).status).toBe(200);
      const topics = await kafka.listTopics();
      expect(topics).not.toContain(`${env.KAFKA_TOPIC_PREFIX}catalog.app`);
      expect(topics).toContain(`${otherEnv.KAFKA_TOPIC_PREFIX}catalog.app`);
      expect(await redis.exists(`${env.MEMBERSHIP_REDIS_PREFIX}entitlement:x`, `${env.SEARCH_INDEX_PREFIX}trending:APP:x`)).toBe(0);
      expect(await redis.exists(`${otherEnv.MEMBERSHIP_REDIS_PREFIX}entitlement:x`)).toBe(1);
      expect(existsSync(upload)).toBe(false);
      // Again: nothing left, nothing refused.
      expect(await resetNamespace(ns, { running: stopped })).toMatchObject({ databases: 0, indices: 0, topics: 0, keys: 0 });
    } finally {
      await resetNamespace(other, { running: stopped }).catch(() => undefined);
      await resetNamespace(ns, { running: stopped }).catch(() => undefined);
      rmSync(path.join(root, '.local', ns), { recursive: true, force: true });
      await admin.end();
      await kafka.disconnect();
      redis.disconnect();
    }
  });
});
