import type { Consumer, Kafka, KafkaMessage } from 'kafkajs';
import type { Logger } from 'pino';
import { withTransaction, type Pool, type Tx } from '../db/postgres.js';
import { withRequestId } from '../log.js';
import { decodeMessage } from '../proto.js';
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

const MAX_ATTEMPTS = 5;
const STOP_REJOIN_WAIT_MS = 15_000;

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
  });
  const attempts = new Map<string, number>();

  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // Whether the consumer is in its group now; false between a crash (e.g. a broker outage) and the rejoin.
  let joined = false;
  let settled: () => void = () => undefined;
  consumer.on(consumer.events.GROUP_JOIN, () => {
    joined = true;
    markReady();
    settled();
  });
  consumer.on(consumer.events.CRASH, (event) => {
    joined = false;
    if (!event.payload.restart) settled();
  });

  await consumer.connect();
  for (const topic of byTopic.keys()) await consumer.subscribe({ topic, fromBeginning: true });

  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      const subscription = byTopic.get(topic);
      const eventId = header(message, EVENT_ID_HEADER);
      if (!subscription || !eventId) {
        logger.warn({ topic, partition, offset: message.offset }, 'skipping a message without an event id');
        return;
      }
      await withRequestId(header(message, REQUEST_ID_HEADER), async () => {
        try {
          await withTransaction(pool, async (tx) => {
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
          attempts.delete(eventId);
        } catch (error) {
          const tries = (attempts.get(eventId) ?? 0) + 1;
          attempts.set(eventId, tries);
          if (tries < MAX_ATTEMPTS) {
            logger.warn({ err: error, eventId, tries }, 'event handler failed; will retry');
            throw error;
          }
          attempts.delete(eventId);
          logger.error({ err: error, eventId }, 'event handler keeps failing; parked in dead_events');
          await pool.query(
            `INSERT INTO dead_events (consumer, event_id, topic, partition, "offset", error, payload, headers)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
            [groupId, eventId, topic, partition, message.offset, String(error), message.value, JSON.stringify(
              Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, v?.toString()])),
            )],
          );
        }
      });
    },
  });

  return {
    ready,
    async stop() {
      stopping = true;
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
