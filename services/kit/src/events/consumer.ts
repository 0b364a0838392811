import type { Consumer, ConsumerRunConfig, Kafka, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { withTransaction, type Pool, type Tx } from '../db/postgres.js';
import { withRequestId } from '../log.js';
import { decodeMessage } from '../proto.js';
import type { ServiceMetrics } from '../metrics.js';
import { ensureTopics } from './kafka.js';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, REQUEST_ID_HEADER, type Topic } from './topics.js';

export interface IncomingEvent<T> {
  eventId: string;
  type: string;
  key: string;
  message: T;
  topic: string;
}

export type EventHandler<T = unknown> = (event: IncomingEvent<T>, tx: Tx) => Promise<void>;

export interface Subscription {
  topic: Topic;
  handle: EventHandler<any>;
}

export interface EventConsumer {
  stop(): Promise<void>;
  /** Resolves once the consumer has joined its group and been given partitions. */
  ready: Promise<void>;
}

/**
 * An event that fails for a reason of its own (a payload it cannot apply, a bug) is tried this often
 * before it is parked; one that fails because a dependency is down waits for it, however long.
 */
export const EVENT_MAX_ATTEMPTS = 5;
const MAX_WAIT_MS = 30_000;
const STOP_REJOIN_WAIT_MS = 15_000;
const SUBSCRIBE_ATTEMPTS = 20;

const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const TRANSIENT_NAMES = new Set([
  'ConnectionError',
  'NoLivingConnectionsError',
  'TimeoutError',
  'KafkaJSConnectionError',
  'MaxRetriesPerRequestError',
]);

/**
 * Whether an error says a dependency is down or slow (Postgres, Elasticsearch, a peer service)
 * rather than that the event itself cannot apply.
 */
export function isDependencyDown(error: unknown): boolean {
  const e = error as {
    code?: unknown;
    name?: unknown;
    kind?: unknown;
    statusCode?: unknown;
    meta?: { statusCode?: unknown };
    message?: unknown;
  };
  if (!e || typeof e !== 'object') return false;
  if (e.kind === 'unavailable' || e.kind === 'timeout') return true;
  if (typeof e.code === 'string' && (TRANSIENT_CODES.has(e.code) || /^(08|53|57P)/.test(e.code))) return true;
  if (typeof e.name === 'string' && TRANSIENT_NAMES.has(e.name)) return true;
  const status = typeof e.statusCode === 'number' ? e.statusCode : e.meta?.statusCode;
  if (typeof status === 'number' && (status >= 500 || status === 429)) return true;
  return (
    typeof e.message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Command timed out|Connection is closed|Stream isn't writeable/i.test(
      e.message,
    )
  );
}

/** Subscribes, waiting out a topic the broker does not know yet (a retriable metadata error). */
async function subscribeWhenKnown(consumer: Consumer, topic: string, logger: Logger): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      return;
    } catch (error) {
      const retriable = (error as { retriable?: boolean }).retriable === true;
      if (!retriable || attempt >= SUBSCRIBE_ATTEMPTS) throw error;
      logger.debug({ topic, attempt }, 'the topic is not known to the broker yet; subscribing again');
      await new Promise((resolve) => setTimeout(resolve, Math.min(200 * attempt, 2000)));
    }
  }
}

const header = (message: KafkaMessage, name: string) => message.headers?.[name]?.toString();

/**
 * Applies events at most once per consumer: the event id is recorded in the same transaction as
 * the handler's changes, so a replay (rebalance, restart, duplicate publish) changes nothing.
 * An event that keeps failing is parked in dead_events after a few tries so the partition moves on.
 */
export async function startConsumer(options: {
  kafka: Kafka;
  pool: Pool;
  logger: Logger;
  groupId: string;
  subscriptions: Subscription[];
  topicPrefix?: string;
  /** Create the subscribed topics when missing (default); false where a chart Job creates them. */
  createTopics?: boolean;
  /** The longest wait between two tries while a dependency is down (30 s unless told: CONSUMER_MAX_WAIT_MS). */
  maxWaitMs?: number;
  /** Where the waits for a dependency that is down are counted (the service's Prometheus registry). */
  metrics?: Pick<ServiceMetrics, 'consumerWaits' | 'consumerWaitingTries'>;
}): Promise<EventConsumer> {
  const { kafka, pool, logger, groupId, subscriptions } = options;
  const topicPrefix = options.topicPrefix ?? '';
  const byTopic = new Map<string, Subscription>(subscriptions.map((s) => [topicPrefix + s.topic.name, s]));
  let stopping = false;
  // Once stopping, a crash ends the consumer instead of restarting it.
  const consumer: Consumer = kafka.consumer({
    groupId,
    retry: { retries: 8, restartOnFailure: async () => !stopping },
    sessionTimeout: 15_000,
    heartbeatInterval: 1_000,
    // How long an idle fetch waits at the broker (kafkajs: 5 s). Events still arrive at once (a fetch
    // answers as soon as there is data); a shorter wait makes stopping — which waits for the fetch
    // in flight — take half a second instead of up to five (rolling deploys; every test stack).
    maxWaitTimeInMs: 500,
  });

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // Whether the consumer is in its group now; false between a crash (e.g. a broker outage) and the rejoin.
  let joined = false;
  let settled: () => void = () => undefined;
  consumer.on(consumer.events.GROUP_JOIN, () => {
    joined = true;
    revivals = 0;
    markReady();
    settled();
  });
  consumer.on(consumer.events.CRASH, (event) => {
    joined = false;
    if (event.payload.restart) return;
    settled();
    reviveLater(event.payload.error);
  });

  // kafkajs restarts a consumer after a crash only when the error is retriable; after some broker
  // outages it crashes with a non-retriable one (a KafkaJSNonRetriableError "Connection error" while
  // rejoining) and stays stopped for good: the service would hear no event again. Unless stopping,
  // such a consumer is connected and run again, with a growing wait while the broker stays away.
  let revivals = 0;
  let revival: ReturnType<typeof setTimeout> | undefined;
  const reviveLater = (error: unknown) => {
    if (stopping || revival) return;
    const waitMs = Math.min(1000 * 2 ** revivals++, options.maxWaitMs ?? MAX_WAIT_MS);
    logger.warn({ err: error, groupId, waitMs }, 'the consumer stopped on an error kafkajs does not restart after; starting it again');
    revival = setTimeout(() => {
      revival = undefined;
      if (stopping) return;
      consumer
        .connect()
        .then(() => consumer.run(runConfig))
        .catch((failed: unknown) => reviveLater(failed));
    }, waitMs);
  };

  await consumer.connect();
  // The topics belong to other services, which may be creating them at this moment: make sure they
  // exist, then subscribe, trying again while the broker's metadata catches up with a new topic.
  if (options.createTopics ?? true) {
    await ensureTopics(kafka, subscriptions.map((s) => s.topic), topicPrefix).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not ensure the subscribed topics; subscribing anyway'),
    );
  }
  for (const topic of byTopic.keys()) await subscribeWhenKnown(consumer, topic, logger);

  const runConfig: ConsumerRunConfig = {
    eachMessage: async ({ topic, partition, message, heartbeat }) => {
      const subscription = byTopic.get(topic);
      const eventId = header(message, EVENT_ID_HEADER);
      if (!subscription || !eventId) {
        logger.warn({ topic, partition, offset: message.offset }, 'skipping a message without an event id');
        return;
      }
      // While the event waits for a dependency that is down, /metrics shows how many of its tries met
      // it; back to 0 once the event is done with (applied, parked, or the partition given up).
      const waiting = { group: groupId, topic, partition: String(partition) };
      let waited = false;
      await withRequestId(header(message, REQUEST_ID_HEADER), async () => {
        const apply = () =>
          withTransaction(pool, async (tx) => {
            const fresh = await tx.query(
              'INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
              [groupId, eventId],
            );
            if (fresh.rowCount === 0) return;
            const event: IncomingEvent<unknown> = {
              eventId,
              type: header(message, EVENT_TYPE_HEADER) ?? '',
              key: message.key?.toString() ?? '',
              topic: subscription.topic.name,
              message: decodeMessage(subscription.topic.message, message.value ?? Buffer.alloc(0)),
            };
            await subscription.handle(event, tx);
          });
        for (let tries = 1, waits = 0; ;) {
          try {
            await apply();
            return;
          } catch (error) {
            if (stopping) throw error;
            if (isDependencyDown(error)) {
              // The partition waits (events of one key stay in order); the group keeps us meanwhile.
              const waitMs = Math.min(250 * 2 ** waits++, options.maxWaitMs ?? MAX_WAIT_MS);
              waited = true;
              options.metrics?.consumerWaits.inc({ group: groupId, topic });
              options.metrics?.consumerWaitingTries.set(waiting, waits);
              logger.warn({ err: error, eventId, waitMs, waits }, 'a dependency is unavailable; the event waits for it');
              await pauseWithHeartbeats(waitMs, heartbeat, () => stopping);
              continue;
            }
            if (tries++ < EVENT_MAX_ATTEMPTS) {
              logger.warn({ err: error, eventId, tries }, 'event handler failed; will retry');
              await pauseWithHeartbeats(100 * tries, heartbeat, () => stopping);
              continue;
            }
            logger.error(
              { err: error, eventId },
              'event cannot be applied; parked in dead_events (replayDeadEvents puts it back)',
            );
            await park(error);
            return;
          }
        }
      }).finally(() => {
        if (waited) options.metrics?.consumerWaitingTries.set(waiting, 0);
      });

      async function park(error: unknown) {
        await pool.query(
          `INSERT INTO dead_events (consumer, event_id, topic, partition, "offset", error, payload, headers, key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [
            groupId,
            eventId,
            topic,
            partition,
            message.offset,
            String(error),
            message.value,
            JSON.stringify(Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, v?.toString()]))),
            message.key?.toString() ?? null,
          ],
        );
      }
    },
  };
  await consumer.run(runConfig);

  return {
    ready,
    async stop() {
      stopping = true;
      clearTimeout(revival);
      // kafkajs keeps rejoining after disconnect() if it was mid-rejoin (a broker outage just ended), leaving a
      // socket open; let that rejoin finish (or give up) first, then disconnect what it joined.
      if (!joined) {
        await new Promise<void>((resolve) => {
          settled = resolve;
          setTimeout(resolve, STOP_REJOIN_WAIT_MS).unref();
        });
        // GROUP_JOIN fires just before kafkajs marks the rejoined runner running; stopping in between misses it.
        if (joined) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await consumer.disconnect().catch(() => undefined);
    },
  };
}

/** Sleeps in short steps, heartbeating so the group does not hand the partition away meanwhile. */
async function pauseWithHeartbeats(ms: number, heartbeat: () => Promise<void>, stopping: () => boolean) {
  const until = Date.now() + ms;
  while (Date.now() < until && !stopping()) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, until - Date.now())));
    await heartbeat();
  }
}

/**
 * Puts parked events back on their topics (same event id, type and key), so the consumer that parked
 * them tries again once the cause is mended; `consumer` narrows to one consumer group. Returns how
 * many were sent. Each row leaves dead_events only once Kafka has taken it.
 */
export async function replayDeadEvents(options: { pool: Pool; kafka: Kafka; consumer?: string }): Promise<number> {
  const { pool, kafka } = options;
  const { rows } = await pool.query<{
    consumer: string;
    event_id: string;
    topic: string;
    payload: Buffer | null;
    headers: Record<string, string>;
    key: string | null;
  }>(
    'SELECT consumer, event_id, topic, payload, headers, key FROM dead_events WHERE $1::text IS NULL OR consumer = $1 ORDER BY failed_at',
    [options.consumer ?? null],
  );
  if (rows.length === 0) return 0;
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
  await producer.connect();
  try {
    for (const row of rows) {
      await producer.send({ topic: row.topic, messages: [{ key: row.key, value: row.payload, headers: row.headers }] });
      await pool.query('DELETE FROM dead_events WHERE consumer = $1 AND event_id = $2', [row.consumer, row.event_id]);
    }
  } finally {
    await producer.disconnect();
  }
  return rows.length;
}
