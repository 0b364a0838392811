import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKafka, createLogger } from '@screenshelf/kit';
import { ADMIN, mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { api, startStack } from './support/stack.js';

const infra = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/infra');
// Asynchronous: the services under test run in this process and must keep their timers and sockets going.
const kafkaCtl = async (action: 'up' | 'down') => {
  await promisify(execFile)('bash', [infra, action, 'kafka']);
};

// Losing Kafka for a while loses no event: the change waits in the outbox and reaches
// Elasticsearch exactly once when Kafka is back.
describe('a catalog change while Kafka is down', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    // A stack of its own: it stops Kafka.
    stack = await startStack();
  });
  afterAll(async () => {
    await kafkaCtl('up');
    await stack?.stop();
  });

  it('reaches Elasticsearch exactly once after Kafka returns', async () => {
    const token = await mintCallerToken(ADMIN);
    await kafkaCtl('down');

    const created = await api(stack.url, '/api/v2/apps', {
      method: 'POST',
      token,
      body: JSON.stringify({ appName: '카프카 없이', appNameEn: 'Without Kafka', mau: 42 }),
    });
    expect(created.status).toBe(201);
    const appId = created.body.data.appId as string;
    const waiting = await stack.catalog.pool.query('SELECT event_id FROM outbox');
    expect(waiting.rows).toHaveLength(1);
    const eventId = waiting.rows[0].event_id as string;

    await kafkaCtl('up');

    const browsed = await waitFor(async () => {
      const res = await api(stack.url, '/api/v2/apps?limit=100', { token });
      return res.status === 200 && res.body.data.some((a: { appId: string }) => a.appId === appId) ? res : undefined;
    }, 120_000, 500);
    expect(browsed.body.data.filter((a: { appId: string }) => a.appId === appId)).toHaveLength(1);

    // Every service's consumer is back in its group: after the outage kafkajs gave up on some of them
    // (a crash it does not restart after), which then heard no event again until the kit started them anew.
    const admin = createKafka(`groups-${stack.id}`, (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('test', 'silent')).admin();
    await admin.connect();
    try {
      const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.includes(stack.id));
      expect(groups.length).toBeGreaterThanOrEqual(5);
      await waitFor(async () => {
        const { groups: described } = await admin.describeGroups(groups);
        return described.every((g) => g.state === 'Stable' && g.members.length > 0);
      }, 120_000, 500);
    } finally {
      await admin.disconnect();
    }

    const doc = await stack.search.es.get({ index: `${stack.id}_apps`, id: appId });
    expect(doc._version).toBe(1);
    expect((await stack.catalog.pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(0);
    expect((await stack.search.es.count({ index: `${stack.id}_apps` })).count).toBe(1);
    const processed = await stack.search.pool.query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [eventId]);
    expect(processed.rows[0].n).toBe(1);
  }, 240_000);
});
