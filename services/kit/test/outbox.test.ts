import {
  appendEvent,
  createKafka,
  createLogger,
  createMetrics,
  createPool,
  databaseUrl,
  ensureTopics,
  migrate,
  startConsumer,
  startOutboxRelay,
  Topics,
  withTransaction,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  encodeMessage,
  currentRequestId,
  withRequestId,
  DomainError,
  replayDeadEvents,
  type Pool,
} from '@screenshelf/kit';
import { uniqueName, waitFor } from '@screenshelf/kit/testing';
import pg from 'pg';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

// The outbox and the consumer against the real Postgres and Kafka.
describe('transactional outbox and idempotent consumer', () => {
  const id = uniqueName('kit');
  const prefix = `${id}.`;
  const logger = createLogger('test', 'silent');
  const kafka = createKafka('kit-test', BROKERS, logger);
  let pool: Pool;
  const applied: string[] = [];
  const requestIds: string[] = [];
  // More failures than a poison event gets tries: the event must wait, not be parked.
  let dependencyDownFor = 8;
  let mended = false;
  const metrics = createMetrics('test');
  const samples = async (name: string) => (await metrics.registry.getSingleMetric(name)!.get()).values;
  // What /metrics said, at each try of the event that waits, about the tries before it.
  const waitingTriesSeen: number[] = [];
  let stopAll: () => Promise<void>;

  beforeAll(async () => {
    const url = databaseUrl(POSTGRES_URL, `kit_${id}`);
    await migrate(url, null, logger);
    pool = createPool(url);
    await pool.query('CREATE TABLE applied (event_id uuid PRIMARY KEY, name text)');
    await ensureTopics(kafka, [Topics.catalogApp], prefix);
    const relay = startOutboxRelay({ pool, kafka, logger, topicPrefix: prefix, pollMs: 200 });
    const consumer = await startConsumer({
      kafka,
      pool,
      logger,
      groupId: `group_${id}`,
      topicPrefix: prefix,
      maxWaitMs: 500,
      metrics,
      subscriptions: [
        {
          topic: Topics.catalogApp,
          handle: async (event, tx) => {
            const name = event.message.app.name as string;
            if (name === 'waits-for-dependency') {
              waitingTriesSeen.push(Math.max(0, ...(await samples('kafka_consumer_waiting_tries')).map((s) => s.value)));
              if (dependencyDownFor-- > 0) throw new DomainError('SERVICE_UNAVAILABLE', 'down', 'unavailable');
            }
            if (name === 'poison' && !mended) throw new TypeError('this payload cannot be applied');
            applied.push(event.eventId);
            requestIds.push(currentRequestId() ?? '');
            await tx.query('INSERT INTO applied (event_id, name) VALUES ($1, $2)', [event.eventId, event.message.app.name]);
          },
        },
      ],
    });
    await consumer.ready;
    stopAll = async () => {
      await consumer.stop();
      await relay.stop();
      await pool.end();
      const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "kit_${id}" WITH (FORCE)`);
      await admin.end();
    };
  });
  afterAll(async () => stopAll?.());

  const event = (name: string) => ({
    topic: Topics.catalogApp,
    key: name,
    type: 'app.upserted',
    message: { kind: 'app.upserted', version: 1, app: { id: name, name } },
  });

  it('publishes only what was committed, and the consumer applies it once', async () => {
    await expect(
      withTransaction(pool, async (tx) => {
        await appendEvent(tx, event('rolled-back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const eventId = await withTransaction(pool, (tx) => appendEvent(tx, event('committed')));

    // The handler runs inside the consumer's transaction: wait for its commit, not for the call.
    await waitFor(async () => (await pool.query('SELECT 1 FROM applied WHERE event_id = $1', [eventId])).rowCount === 1);
    const { rows } = await pool.query('SELECT name FROM applied');
    expect(rows).toEqual([{ name: 'committed' }]);
    await waitFor(async () => (await pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n === 0);
  });

  it('carries the request id of the change to the consumer', async () => {
    const eventId = await withRequestId('req-from-the-browser', () =>
      withTransaction(pool, (tx) => appendEvent(tx, event('traced'))),
    );
    await waitFor(async () => applied.includes(eventId));
    expect(requestIds[applied.indexOf(eventId)]).toBe('req-from-the-browser');
  });

  it('changes nothing when the same event is delivered again', async () => {
    const eventId = await withTransaction(pool, (tx) => appendEvent(tx, event('once')));
    await waitFor(async () => applied.includes(eventId));

    const producer = kafka.producer();
    await producer.connect();
    const payload = Buffer.from(encodeMessage(Topics.catalogApp.message, event('once').message));
    const replay = { key: 'once', value: payload, headers: { [EVENT_ID_HEADER]: eventId, [EVENT_TYPE_HEADER]: 'app.upserted' } };
    await producer.send({ topic: prefix + Topics.catalogApp.name, messages: [replay, replay] });
    // A marker event sent after the replays: once it is applied, the replays have been seen too.
    const marker = await withTransaction(pool, (tx) => appendEvent(tx, event('marker')));
    await waitFor(async () => applied.includes(marker));
    await producer.disconnect();

    expect(applied.filter((e) => e === eventId)).toHaveLength(1);
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM applied WHERE name = 'once'");
    expect(rows[0].n).toBe(1);
  });

  it('publishes a backlog of large events in batches Kafka accepts (under its 1 MB request limit)', async () => {
    // 40 events of about 100 kB each, committed together: one batch of all would be refused.
    const big = (i: number) => ({
      ...event(`big-${i}`),
      message: { kind: 'app.upserted', version: 1, app: { id: `big-${i}`, name: `big-${i}`, iconUrl: 'x'.repeat(100_000) } },
    });
    const ids = await withTransaction(pool, async (tx) =>
      Promise.all(Array.from({ length: 40 }, (_, i) => appendEvent(tx, big(i)))),
    );
    await waitFor(async () => ids.every((id) => applied.includes(id)));
    expect((await pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(0);
  });

  it('waits for a dependency that is down instead of parking the event', async () => {
    const eventId = await withTransaction(pool, (tx) => appendEvent(tx, event('waits-for-dependency')));
    await waitFor(async () => (await pool.query('SELECT 1 FROM applied WHERE event_id = $1', [eventId])).rowCount === 1, 40_000);
    expect(dependencyDownFor).toBeLessThan(0);
    expect((await pool.query('SELECT count(*)::int AS n FROM dead_events')).rows[0].n).toBe(0);
    // On /metrics: each try saw the failed tries before it as the partition's wait, counted once each;
    // once applied, the partition waits no more.
    expect(waitingTriesSeen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const group = `group_${id}`;
    expect(await samples('kafka_consumer_dependency_waits_total')).toEqual([
      { labels: { group, topic: `${prefix}catalog.app` }, value: 8 },
    ]);
    expect((await samples('kafka_consumer_waiting_tries')).filter((s) => s.value !== 0)).toEqual([]);
  });

  it('parks an event that cannot apply, and replays it once mended', async () => {
    const eventId = await withTransaction(pool, (tx) => appendEvent(tx, event('poison')));
    await waitFor(
      async () => (await pool.query('SELECT key FROM dead_events WHERE event_id = $1', [eventId])).rows[0]?.key === 'poison',
      30_000,
    );
    // The partition moved on: a later event of another key is applied.
    const after = await withTransaction(pool, (tx) => appendEvent(tx, event('after-poison')));
    await waitFor(async () => applied.includes(after));
    expect(applied).not.toContain(eventId);

    mended = true;
    expect(await replayDeadEvents({ pool, kafka })).toBe(1);
    await waitFor(async () => (await pool.query('SELECT 1 FROM applied WHERE event_id = $1', [eventId])).rowCount === 1);
    expect((await pool.query('SELECT count(*)::int AS n FROM dead_events')).rows[0].n).toBe(0);
  });
});
