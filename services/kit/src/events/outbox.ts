import { randomUUID } from 'node:crypto';
import type { Kafka, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { Pool, Tx } from '../db/postgres.js';
import { relayLoop } from '../db/relay-loop.js';
import { currentRequestId } from '../log.js';
import { encodeMessage } from '../proto.js';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, REQUEST_ID_HEADER, type Topic } from './topics.js';

export interface OutgoingEvent {
  topic: Topic;
  /** Aggregate id: events of one aggregate stay in order on one partition. */
  key: string;
  /** What happened, e.g. `app.upserted`. */
  type: string;
  message: object;
}

const NOTIFY_CHANNEL = 'outbox';

/** Writes an event in the caller's transaction; it is published only if that transaction commits. */
export async function appendEvent(tx: Tx, event: OutgoingEvent): Promise<string> {
  const eventId = randomUUID();
  const payload = Buffer.from(encodeMessage(event.topic.message, event.message));
  const headers = { [REQUEST_ID_HEADER]: currentRequestId() ?? eventId };
  await tx.query('INSERT INTO outbox (event_id, topic, key, type, payload, headers) VALUES ($1, $2, $3, $4, $5, $6)', [
    eventId,
    event.topic.name,
    event.key,
    event.type,
    payload,
    headers,
  ]);
  await tx.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`);
  return eventId;
}

interface OutboxRow {
  seq: number;
  event_id: string;
  topic: string;
  key: string;
  type: string;
  payload: Buffer;
  headers: Record<string, string>;
}

export interface OutboxRelay {
  /** Publishes what is waiting now; resolves with how many events left. For tests and shutdown. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

const BATCH = 500;
// Kafka refuses a produce request over its message size (1 MB by default), and a catalog snapshot can
// be tens of kilobytes: a batch stops adding events past this many bytes (always at least one).
const BATCH_BYTES = 768 * 1024;
// One relay per database publishes at a time, so events of one key keep their order.
const RELAY_LOCK_KEY = 0x5c5e_0b0c;

/**
 * Moves committed outbox rows to Kafka. Wakes on NOTIFY and polls as a fallback; when Kafka is
 * down the rows stay and are sent when it is back, so no event is lost.
 */
export function startOutboxRelay(options: {
  pool: Pool;
  kafka: Kafka;
  logger: Logger;
  topicPrefix?: string;
  pollMs?: number;
}): OutboxRelay {
  const { pool, kafka, logger } = options;
  const topicPrefix = options.topicPrefix ?? '';
  const pollMs = options.pollMs ?? 1000;
  let producer: Producer | undefined;
  let producerReady: Promise<Producer> | undefined;
  let backoffMs = 0;

  const connectProducer = () => {
    producerReady ??= (async () => {
      const p = kafka.producer({ idempotent: true, maxInFlightRequests: 1, retry: { retries: 3, initialRetryTime: 200 } });
      await p.connect();
      producer = p;
      return p;
    })().catch((error) => {
      producerReady = undefined;
      throw error;
    });
    return producerReady;
  };

  /**
   * After a failed publish the next try starts with a new producer (a new connection and producer
   * id): one that lived through a broker outage or restart can be left with state the broker no
   * longer agrees with, and would fail the same way on every try while the events wait.
   */
  const dropProducer = () => {
    const old = producer;
    producer = undefined;
    producerReady = undefined;
    void old?.disconnect().catch(() => undefined);
  };

  const publishBatch = async (): Promise<number> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const lock = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RELAY_LOCK_KEY]);
      if (!lock.rows[0]?.ok) {
        await client.query('ROLLBACK');
        return 0;
      }
      const { rows: waiting } = await client.query<OutboxRow>(
        'SELECT seq, event_id, topic, key, type, payload, headers FROM outbox ORDER BY seq LIMIT $1',
        [BATCH],
      );
      let bytes = 0;
      const rows = waiting.filter((row, i) => (bytes += row.payload.length) <= BATCH_BYTES || i === 0);
      const cut = rows.length < waiting.length;
      if (rows.length === 0) {
        await client.query('ROLLBACK');
        return 0;
      }
      const byTopic = new Map<string, OutboxRow[]>();
      for (const row of rows) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row]);
      const p = await connectProducer();
      await p.sendBatch({
        topicMessages: [...byTopic].map(([topic, topicRows]) => ({
          topic: topicPrefix + topic,
          messages: topicRows.map((row) => ({
            key: row.key,
            value: row.payload,
            headers: { ...row.headers, [EVENT_ID_HEADER]: row.event_id, [EVENT_TYPE_HEADER]: row.type },
          })),
        })),
      });
      await client.query('DELETE FROM outbox WHERE seq = ANY($1::bigint[])', [rows.map((r) => r.seq)]);
      await client.query('COMMIT');
      // A batch cut short by size counts as full, so the relay keeps draining.
      return cut ? BATCH : rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };

  const drain = async () => {
    for (;;) if ((await publishBatch()) < BATCH) return;
  };

  const countWaiting = async () => Number((await pool.query('SELECT count(*) AS n FROM outbox')).rows[0].n);
  const waiting = async () => (await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM outbox) AS any')).rows[0]!.any;

  const loop = relayLoop({
    pool,
    channel: NOTIFY_CHANNEL,
    name: 'outbox relay',
    logger,
    pollMs,
    round: async () => {
      await drain();
      backoffMs = 0;
    },
    // The poll is the fallback to NOTIFY (and the retry while Kafka is away): idle, one short read
    // instead of a transaction with a lock. A failed read runs the round anyway: it fails the same
    // way and backs off, with one warning.
    due: () => waiting().catch(() => true),
    // While Kafka is away each failure waits longer (500 ms doubling to 10 s, on top of the poll), and
    // the next try gets a new producer.
    onError: (error) => {
      dropProducer();
      backoffMs = Math.min(backoffMs ? backoffMs * 2 : 500, 10_000);
      logger.warn({ err: error, retryInMs: backoffMs }, 'outbox relay could not publish; events stay in the outbox');
    },
    backoffMs: () => backoffMs,
  });

  return {
    async flush() {
      await loop.flush();
      return countWaiting();
    },
    async stop() {
      await loop.stop();
      if (producer) await producer.disconnect().catch(() => undefined);
    },
  };
}
