import { createHmac, randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Producer } from 'kafkajs';
import {
  DomainError,
  createKafka,
  currentRequestId,
  encodeMessage,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  REQUEST_ID_HEADER,
  Topics,
  type Logger,
  type Redis,
} from '@screenshelf/kit';
import type { Clients } from '../clients.js';
import type { GatewayConfig } from '../config.js';
import { callOptions } from '../http/caller.js';

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
      const p = createKafka('gateway-views', config, logger).producer({ allowAutoTopicCreation: config.KAFKA_CREATE_TOPICS, retry: { retries: 1 } });
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

/** How many views a minute one visitor (one address) may post; signed-in viewers are counted once per item anyway. */
export const VISITOR_VIEWS_PER_MINUTE = 30;

/** A visitor as a viewer: a keyed hash of the address (the address itself is never sent or kept). */
export const visitorKey = (secret: string, ip: string) => createHmac('sha256', secret).update(`viewer\n${ip}`).digest('base64url').slice(0, 22);

/**
 * Counts real views for trending: search admits a view only of an item the caller may see
 * (otherwise the caller's own answer for it, 403 or 404) and once per viewer, item and window
 * (Redis SET NX with a TTL); only an admitted view is published as `activity.view`. Visitors'
 * posts are also rate-limited per address.
 */
export function viewCounter(deps: { clients: Clients; config: GatewayConfig; logger: Logger; redis: Redis; publisher: ViewPublisher }) {
  const { publisher } = deps;
  const viewerOf = (req: Request) => (req.caller.userId ? '' : visitorKey(deps.config.INTERNAL_TOKEN_SECRET, req.ip ?? ''));

  /** Admits (or refuses) a view and publishes it when it counts; returns whether it counted. */
  async function count(req: Request, itemType: 'APP' | 'IMAGE' | 'CONTENT', itemId: string): Promise<boolean> {
    const { counted } = await deps.clients.search.AdmitView({ itemType, itemId, viewer: viewerOf(req) }, callOptions(req));
    if (counted) publisher.publish(itemType, itemId, req.caller.userId);
    return counted;
  }

  return {
    count,
    /** A view that comes with a page the caller was already allowed to see: counted in the background. */
    countLater(req: Request, itemType: 'APP' | 'IMAGE' | 'CONTENT', itemId: string): void {
      void count(req, itemType, itemId).catch((error) => deps.logger.debug({ err: error }, 'view not counted (best-effort)'));
    },
    /** Refuses a visitor's view post past VISITOR_VIEWS_PER_MINUTE a minute (429 RATE_LIMITED). */
    async limitVisitor(req: Request): Promise<void> {
      if (req.caller.userId) return;
      const key = `${deps.config.RATE_LIMIT_PREFIX}views:${viewerOf(req)}:${Math.floor(Date.now() / 60_000)}`;
      const [[, n]] = (await deps.redis.multi().incr(key).expire(key, 120).exec()) as [[unknown, number]];
      if (n > VISITOR_VIEWS_PER_MINUTE) throw new DomainError('RATE_LIMITED', 'Too many requests, try again in a minute', 'rate_limited');
    },
  };
}

export type ViewCounter = ReturnType<typeof viewCounter>;
