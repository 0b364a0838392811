import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { Counter, type Registry } from 'prom-client';
import type { Logger, Redis } from '@screenshelf/kit';

/**
 * Browse answers kept in memory, keyed by everything the answer depends on: the call, the filters
 * after code expansion and what the caller may see (the library-access rule's answer: the free
 * window's app ids, or the whole library), so two callers share an answer only when the rule gives
 * them the same view. Nothing about the caller beyond that is in an answer.
 *
 * The library changes only through the catalog's events (each carries the app aggregate's version).
 * A change forgets every answer, and no new answer is kept until the change is searchable: until a
 * `refresh` of the indices, begun after the change was heard, has returned (and at least `settleMs`
 * has passed). So an answer read before the change became searchable is never kept as if it were
 * after, however far Elasticsearch's scheduled refresh lags on a busy node. Every replica hears every
 * change through Redis (the consumer group gives each event to one replica): while a replica is not
 * subscribed it neither keeps nor serves answers.
 */
export interface BrowseCache {
  /** The answer to `key` as the library is now: from memory, or computed (and kept when it may be). */
  get<T extends object>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The catalog changed (an app, content or code at this version): forget, and tell every replica. */
  changed(what: { kind: string; id: string; version: number }): Promise<void>;
  /** Hits and misses since start (the bench prints the hit rate), and whether changes are heard. */
  stats(): { hits: number; misses: number; entries: number; listening: boolean };
  close(): Promise<void>;
}

export interface BrowseCacheOptions {
  /** Answers kept at most (least recently used go first); 0 turns the cache off. */
  entries: number;
  /**
   * The memory the answers may take, measured as their JSON's length (a page of 100 pattern cards is
   * about a megabyte: a count alone would let one visitor paging through deep pages fill gigabytes).
   * An answer larger than this is not kept.
   */
  maxBytes?: number;
  /** After a change, how long nothing is kept at least (and the whole wait when `refresh` fails). */
  settleMs: number;
  /**
   * Makes every write acknowledged so far searchable (Elasticsearch's refresh of the library's
   * indices). The consumer writes before it reports a change, so once a refresh begun after the
   * change returns, the change is searchable. One runs at a time, at most one every 250 ms; changes
   * meanwhile ask for one more.
   * Without it (the cache's own tests), a change is taken as searchable after `settleMs`.
   */
  refresh?: () => Promise<unknown>;
  /** Redis carries changes to every replica; the channel is per index prefix. */
  redis?: Redis;
  channel: string;
  logger: Logger;
  /** The longest an answer is kept even without a change (a bound for what pub/sub could miss). */
  maxAgeMs?: number;
  /** Counts `search_browse_cache_total{result="hit"|"miss"}` here (served on METRICS_PORT). */
  registry?: Registry;
}

/** Which replica published a change (undefined for a message it cannot read: forgotten anyway). */
const fromOf = (message: string): unknown => {
  try {
    return (JSON.parse(message) as { from?: unknown }).from;
  } catch {
    return undefined;
  }
};

/** The least time between two refreshes the cache asks for (Elasticsearch's own come every second). */
const REFRESH_GAP_MS = 250;

export async function browseCache({ entries, maxBytes = 64 * 1024 * 1024, settleMs, refresh, redis, channel, logger, maxAgeMs = 60_000, registry }: BrowseCacheOptions): Promise<BrowseCache> {
  const counted = registry ? new Counter({ name: 'search_browse_cache_total', help: 'Browse answers from memory (hit) or Elasticsearch (miss)', labelNames: ['result'], registers: [registry] }) : undefined;
  let hits = 0;
  let misses = 0;
  const hit = () => (hits++, counted?.inc({ result: 'hit' }));
  const miss = () => (misses++, counted?.inc({ result: 'miss' }));
  if (entries <= 0 || !redis) {
    return {
      get: (_key, compute) => (miss(), compute()),
      changed: async () => undefined,
      stats: () => ({ hits, misses, entries: 0, listening: false }),
      close: async () => undefined,
    };
  }
  const answers = new LRUCache<string, object>({ max: entries, ttl: maxAgeMs, maxSize: maxBytes, sizeCalculation: (answer) => Math.max(1, JSON.stringify(answer).length) });
  /** Bumped by every change: an answer computed across a change is not kept. */
  let generation = 0;
  let settledAt = 0;
  /** Whether the last change is searchable: the refresh begun after it has returned. */
  let searchable = true;
  let refreshing = false;
  let refreshAgain = false;
  let lastRefreshAt = 0;
  let listening = false;

  /** Refreshes until no change came during the last refresh; a failed one falls back to `settleMs`. */
  const makeSearchable = async () => {
    if (!refresh) return;
    searchable = false;
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    refreshing = true;
    try {
      do {
        refreshAgain = false;
        // A burst of changes (a bulk import) refreshes a few times a second, not once per change.
        const wait = lastRefreshAt + REFRESH_GAP_MS - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lastRefreshAt = Date.now();
        try {
          await refresh();
        } catch (error) {
          logger.warn({ err: error }, 'browse cache could not refresh the indices; answers are kept again after the settle time');
          settledAt = Date.now() + settleMs;
        }
      } while (refreshAgain);
      searchable = true;
    } finally {
      refreshing = false;
    }
  };

  const forget = () => {
    generation++;
    settledAt = Date.now() + settleMs;
    answers.clear();
    void makeSearchable();
  };

  /** This replica's name on the channel. */
  const replica = randomUUID();
  const subscriber = redis.duplicate();
  const listen = async () => {
    try {
      await subscriber.subscribe(channel);
      forget(); // whatever happened while not listening is unknown
      listening = true;
    } catch (error) {
      logger.warn({ err: error }, 'browse cache could not subscribe; answers are not kept');
    }
  };
  subscriber.on('message', (_channel: string, message: string) => {
    // Its own change this replica has already forgotten (and refreshed for).
    if (fromOf(message) === replica) return;
    forget();
    logger.debug({ change: message }, 'library changed; browse answers forgotten');
  });
  subscriber.on('ready', () => void listen());
  for (const event of ['close', 'reconnecting', 'end', 'error']) {
    subscriber.on(event, () => {
      listening = false;
      answers.clear();
    });
  }

  return {
    async get(key, compute) {
      if (listening) {
        const kept = answers.get(key);
        if (kept) {
          hit();
          return kept as Awaited<ReturnType<typeof compute>>;
        }
      }
      miss();
      const startedIn = generation;
      const mayKeep = listening && searchable && Date.now() >= settledAt;
      const answer = await compute();
      if (mayKeep && listening && generation === startedIn) answers.set(key, answer);
      return answer;
    },
    async changed({ kind, id, version }) {
      forget();
      await redis.publish(channel, JSON.stringify({ kind, id, version, from: replica })).catch((error: unknown) => {
        // Other replicas keep answers at most maxAgeMs; this one has already forgotten.
        logger.warn({ err: error }, 'browse cache could not tell the other replicas of a change');
      });
    },
    stats: () => ({ hits, misses, entries: answers.size, listening }),
    async close() {
      listening = false;
      subscriber.disconnect();
    },
  };
}
