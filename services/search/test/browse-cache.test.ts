import { Client } from '@elastic/elasticsearch';
import { createLogger, createRedis, type Redis } from '@screenshelf/kit';
import { uniqueName, waitFor } from '@screenshelf/kit/testing';
import { browseCache, type BrowseCache } from '../src/browse-cache.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger('search-test', 'silent');

describe('browse cache', () => {
  let redis: Redis;
  const caches: BrowseCache[] = [];
  const made = async (channel: string, settleMs = 0, maxBytes?: number, refresh?: () => Promise<unknown>) => {
    const cache = await browseCache({ entries: 100, settleMs, redis, channel, logger, maxBytes, refresh });
    caches.push(cache);
    await waitFor(async () => cache.stats().listening);
    return cache;
  };
  /** An answer that counts how often it was computed. */
  const counter = () => {
    let calls = 0;
    return { compute: async () => ({ call: ++calls }), calls: () => calls };
  };

  beforeAll(async () => {
    redis = createRedis(REDIS_URL);
    await waitFor(async () => redis.status === 'ready');
  });
  afterAll(async () => {
    for (const cache of caches) await cache.close();
    redis.disconnect();
  });

  it('answers the same question from memory until the catalog changes', async () => {
    const cache = await made(uniqueName('browse'));
    const answer = counter();
    expect(await cache.get('q1', answer.compute)).toEqual({ call: 1 });
    expect(await cache.get('q1', answer.compute)).toEqual({ call: 1 });
    expect(answer.calls()).toBe(1);
    await cache.changed({ kind: 'app.upserted', id: 'app-1', version: 2 });
    expect(await cache.get('q1', answer.compute)).toEqual({ call: 2 });
  });

  it('keeps answers within its memory: a big answer is not kept, the oldest go when the budget is spent', async () => {
    const cache = await made(uniqueName('browse'), 0, 2000);
    let computed = 0;
    const answer = (size: number) => async () => (computed++, { cards: 'x'.repeat(size) });
    await cache.get('big', answer(5000));
    await cache.get('big', answer(5000));
    expect(computed).toBe(2); // larger than the whole budget: never kept
    for (const key of ['a', 'b', 'c']) await cache.get(key, answer(800));
    computed = 0;
    await cache.get('c', answer(800));
    expect(computed).toBe(0); // the newest is kept
    await cache.get('a', answer(800));
    expect(computed).toBe(1); // the oldest made room
    expect(cache.stats().entries).toBeLessThanOrEqual(2);
  });

  it('keeps nothing while a change may not be searchable yet, nor an answer computed across a change', async () => {
    const cache = await made(uniqueName('browse'), 60_000);
    await cache.changed({ kind: 'app.upserted', id: 'app-1', version: 3 });
    const answer = counter();
    await cache.get('q', answer.compute);
    await cache.get('q', answer.compute);
    expect(answer.calls()).toBe(2);

    const quick = await made(uniqueName('browse'));
    let release: () => void = () => undefined;
    const slow = quick.get('q', () => new Promise<{ stale: boolean }>((resolve) => (release = () => resolve({ stale: true }))));
    await quick.changed({ kind: 'app.deleted', id: 'app-2', version: 4 });
    release();
    await slow;
    const fresh = counter();
    expect(await quick.get('q', fresh.compute)).toEqual({ call: 1 });
  });

  it('keeps no answer until a change is searchable, however long Elasticsearch takes to refresh', async () => {
    // An index that never refreshes by itself: the slowest a busy node's scheduled refresh can be.
    const es = new Client({ node: process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200' });
    const index = uniqueName('browse-cache');
    try {
      await es.indices.create({ index, settings: { refresh_interval: -1, number_of_shards: 1, number_of_replicas: 0 } });
      await es.index({ index, id: 'a', document: { name: 'a' }, refresh: true });
      const cache = await made(uniqueName('browse'), 0, undefined, () => es.indices.refresh({ index }));
      let computed = 0;
      const count = async () => (computed++, { count: (await es.count({ index })).count });
      expect(await cache.get('count', count)).toEqual({ count: 1 });

      // The consumer writes, then reports the change: the answer read before the refresh is not kept.
      await es.index({ index, id: 'b', document: { name: 'b' } });
      await cache.changed({ kind: 'app.upserted', id: 'b', version: 1 });
      expect(await waitFor(async () => (await cache.get('count', count)).count === 2)).toBe(true);
      await waitFor(async () => (await cache.get('count', count), cache.stats().entries === 1));
      computed = 0;
      expect(await cache.get('count', count)).toEqual({ count: 2 });
      expect(computed).toBe(0); // kept again once searchable
    } finally {
      await es.indices.delete({ index }).catch(() => undefined);
      await es.close();
    }
  });

  it('when the refresh fails, answers are kept again after the settle time', async () => {
    let refreshes = 0;
    const cache = await made(uniqueName('browse'), 300, undefined, async () => {
      refreshes++;
      throw new Error('elasticsearch is away');
    });
    await cache.changed({ kind: 'app.upserted', id: 'app-9', version: 1 });
    const answer = counter();
    await waitFor(async () => (await cache.get('q', answer.compute), cache.stats().entries === 1));
    expect(refreshes).toBe(2); // one on subscribing, one for the change (not one more for its own echo)
    const calls = answer.calls();
    await cache.get('q', answer.compute);
    expect(answer.calls()).toBe(calls);
  });

  it('a change heard by one replica is forgotten by every replica', async () => {
    const channel = uniqueName('browse');
    const [one, other] = [await made(channel), await made(channel)];
    const answer = counter();
    await other.get('q', answer.compute);
    await other.get('q', answer.compute);
    expect(answer.calls()).toBe(1);
    await one.changed({ kind: 'app.upserted', id: 'app-3', version: 7 });
    await waitFor(async () => (await other.get('q', answer.compute)).call === 2);
  });
});
