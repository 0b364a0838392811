import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import {
  createKafka,
  currentRequestId,
  encodeMessage,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  REQUEST_ID_HEADER,
  Topics,
  type Logger,
} from '@screenshelf/kit';
import type { GatewayConfig } from '../config.js';

export type ViewedItem = 'APP' | 'IMAGE' | 'PRODUCT' | 'CONTENT';

/**
 * Publishes `activity.view` when someone views an app or a screen (feeds trending). The gateway
 * has no database and so no outbox: views are sent straight to Kafka, best-effort — a view lost
 * while Kafka is down only makes trending slightly less exact, and a request never waits for it.
 */
export function viewPublisher(config: GatewayConfig, logger: Logger) {
  let producer: Producer | undefined;
  let connecting: Promise<Producer> | undefined;
  let closed = false;
  const connect = () =>
    (connecting ??= (async () => {
      const p = createKafka('gateway-views', config.KAFKA_BROKERS, logger).producer({ allowAutoTopicCreation: true, retry: { retries: 1 } });
      await p.connect();
      producer = p;
      return p;
    })().catch((error) => {
      connecting = undefined;
      throw error;
    }));

  return {
    publish(itemType: ViewedItem, itemId: string, userId: string | null): void {
      if (closed || !itemId) return;
      const requestId = currentRequestId() ?? randomUUID();
      void connect()
        .then((p) =>
          p.send({
            topic: config.KAFKA_TOPIC_PREFIX + Topics.activityView.name,
            messages: [
              {
                key: itemId,
                value: Buffer.from(encodeMessage(Topics.activityView.message, { itemType, itemId, viewedAt: new Date().toISOString(), userId: userId ?? '' })),
                headers: { [EVENT_ID_HEADER]: randomUUID(), [EVENT_TYPE_HEADER]: 'view', [REQUEST_ID_HEADER]: requestId },
              },
            ],
          }),
        )
        .catch((error) => logger.debug({ err: error }, 'view not published (best-effort)'));
    },
    async close() {
      closed = true;
      if (connecting) await connecting.catch(() => undefined);
      if (producer) await producer.disconnect().catch(() => undefined);
    },
  };
}
export type ViewPublisher = ReturnType<typeof viewPublisher>;

const publishers = new WeakMap<GatewayConfig, ViewPublisher>();

/** One publisher per gateway (keyed by its config), closed with the gateway. */
export function viewPublisherFor(config: GatewayConfig, logger: Logger): ViewPublisher {
  let publisher = publishers.get(config);
  if (!publisher) {
    publisher = viewPublisher(config, logger);
    publishers.set(config, publisher);
  }
  return publisher;
}

export async function closeViewPublisher(config: GatewayConfig): Promise<void> {
  await publishers.get(config)?.close();
  publishers.delete(config);
}
