import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Admin, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from './db/postgres.js';

/**
 * Prometheus metrics (prom-client): one registry per service, every series labelled
 * `service="<name>"`. Served on METRICS_PORT at `/metrics`, on its own port and never on the public
 * one (the chart names it `metrics` and points a ServiceMonitor at it). Unset METRICS_PORT: nothing is
 * served, and the counters still count (cheap).
 *
 *   http_requests_total{method,route,status}             gateway: requests by route template
 *   http_request_duration_seconds{method,route,status}   gateway: latency histogram
 *   grpc_server_handled_total{grpc_service,grpc_method,grpc_code}
 *   grpc_server_handling_seconds{grpc_service,grpc_method}
 *   outbox_events_waiting, outbox_oldest_event_age_seconds   events not yet on Kafka (read at scrape)
 *   kafka_consumer_lag{group,topic,partition}                 messages behind the partition's end (read at scrape)
 *   kafka_consumer_dependency_waits_total{group,topic}        waits of an event for a dependency that is down
 *   kafka_consumer_waiting_tries{group,topic,partition}       tries of the event a partition waits on that met a
 *                                                              dependency down (0: the partition is not waiting)
 *   circuit_breaker_open{dependency}                          1 from a dependency-down failure until a call succeeds
 *   + the process defaults (CPU, memory, event loop lag, GC, handles) of prom-client
 */
export interface ServiceMetrics {
  registry: Registry;
  grpcHandled: Counter<'grpc_service' | 'grpc_method' | 'grpc_code'>;
  grpcSeconds: Histogram<'grpc_service' | 'grpc_method'>;
  /** The consumer's waits for a dependency that is down (events/consumer.ts). */
  consumerWaits: Counter<'group' | 'topic'>;
  /** How many tries of the event a partition waits on met a dependency down; 0 once it is done with. */
  consumerWaitingTries: Gauge<'group' | 'topic' | 'partition'>;
  /** 1 while a circuit breaker of the service is open (circuit-breaker.ts), else 0. */
  circuitOpen: Gauge<'dependency'>;
  /** Outbox gauges read from this pool's `outbox` table at each scrape. */
  watchOutbox(pool: Pool): void;
  /** Consumer lag of this group read with a Kafka admin client at each scrape. */
  watchConsumer(kafka: Kafka, groupId: string, topics: string[]): void;
  /** Releases what the watchers hold (the Kafka admin connection). */
  close(): Promise<void>;
}

/** Latency buckets (seconds) for calls answered in milliseconds up to the 60 s admin deadline. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(service: string, options: { processMetrics?: boolean } = {}): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const grpcHandled = new Counter({
    name: 'grpc_server_handled_total',
    help: 'gRPC calls answered, by method and status code',
    labelNames: ['grpc_service', 'grpc_method', 'grpc_code'] as const,
    registers: [registry],
  });
  const grpcSeconds = new Histogram({
    name: 'grpc_server_handling_seconds',
    help: 'Time to answer a gRPC call, by method',
    labelNames: ['grpc_service', 'grpc_method'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  const consumerWaits = new Counter({
    name: 'kafka_consumer_dependency_waits_total',
    help: 'Times the consumer paused an event because a dependency (Postgres, Elasticsearch, a peer) was down, before trying it again',
    labelNames: ['group', 'topic'] as const,
    registers: [registry],
  });
  const consumerWaitingTries = new Gauge({
    name: 'kafka_consumer_waiting_tries',
    help: 'Tries of the event a partition waits on that failed because a dependency was down (0: the partition is not waiting)',
    labelNames: ['group', 'topic', 'partition'] as const,
    registers: [registry],
  });
  const circuitOpen = new Gauge({
    name: 'circuit_breaker_open',
    help: 'Whether the circuit breaker of a dependency is open: 1 from a failure that says it is down until a call succeeds',
    labelNames: ['dependency'] as const,
    registers: [registry],
  });

  const closers: (() => Promise<void>)[] = [];
  return {
    registry,
    grpcHandled,
    grpcSeconds,
    consumerWaits,
    consumerWaitingTries,
    circuitOpen,
    watchOutbox(pool) {
      let last = { waiting: 0, age: 0 };
      // Both gauges come from one query, run once per scrape (the first gauge asked runs it).
      let reading: Promise<typeof last> | undefined;
      const read = () =>
        (reading ??= pool
          .query<{ waiting: string; age: number | null }>(
            'SELECT count(*) AS waiting, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age FROM outbox',
          )
          .then(({ rows }) => (last = { waiting: Number(rows[0]?.waiting ?? 0), age: Math.max(0, rows[0]?.age ?? 0) }))
          // The database away: the last values stand (the service's own health says it is away).
          .catch(() => last)
          .finally(() => setImmediate(() => (reading = undefined))));
      new Gauge({
        name: 'outbox_events_waiting',
        help: 'Events written to the outbox and not yet published to Kafka',
        registers: [registry],
        async collect() {
          this.set((await read()).waiting);
        },
      });
      new Gauge({
        name: 'outbox_oldest_event_age_seconds',
        help: 'Age of the oldest event not yet published to Kafka (0 when none waits)',
        registers: [registry],
        async collect() {
          this.set((await read()).age);
        },
      });
    },
    watchConsumer(kafka, groupId, topics) {
      let admin: Admin | undefined;
      let connected: Promise<void> | undefined;
      const connect = () => {
        admin ??= kafka.admin();
        return (connected ??= admin.connect().catch((error: unknown) => {
          connected = undefined;
          throw error;
        }));
      };
      new Gauge({
        name: 'kafka_consumer_lag',
        help: "Messages on a partition the consumer group has not committed yet (the partition's end offset less the group's)",
        labelNames: ['group', 'topic', 'partition'] as const,
        registers: [registry],
        async collect() {
          try {
            await connect();
            const committed = await admin!.fetchOffsets({ groupId, topics });
            for (const { topic, partitions } of committed) {
              const ends = await admin!.fetchTopicOffsets(topic);
              for (const end of ends) {
                const mine = partitions.find((p) => p.partition === end.partition);
                const done = Number(mine?.offset ?? -1);
                const high = Number(end.high);
                // Never committed: everything from the start of the log is still to read.
                const lag = done < 0 ? high - Number(end.low) : high - done;
                this.set({ group: groupId, topic, partition: String(end.partition) }, Math.max(0, lag));
              }
            }
          } catch {
            // Kafka away: the series keep their last values; the service's logs say why.
          }
        },
      });
      closers.push(async () => {
        if (connected) await admin?.disconnect().catch(() => undefined);
      });
    },
    async close() {
      for (const close of closers.splice(0)) await close();
    },
  };
}

/** The gateway's HTTP series, labelled by route template (`/api/v2/apps/:appId`), never by raw path. */
export function httpMetrics(registry: Registry) {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const seconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    observe(method: string, route: string, status: number, durationSeconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      seconds.observe(labels, durationSeconds);
    },
  };
}

export interface RunningMetricsServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * The internal HTTP server on METRICS_PORT: `GET /metrics` in Prometheus's text format, and any
 * extra internal route (the gateway's detailed `/healthz`). Port 0 picks a free one (tests).
 */
export async function startMetricsServer(options: {
  registry: Registry;
  port: number;
  host: string;
  logger: Logger;
  routes?: Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>;
}): Promise<RunningMetricsServer> {
  const { registry, logger } = options;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const route = options.routes?.[path];
    const answer = async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET' }).end();
      } else if (path === '/metrics') {
        const body = await registry.metrics();
        res.writeHead(200, { 'content-type': registry.contentType }).end(body);
      } else if (route) {
        await route(req, res);
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      }
    };
    answer().catch((error: unknown) => {
      logger.warn({ err: error, path }, 'metrics server could not answer');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ host: options.host, port }, 'metrics listening on /metrics');
  return {
    port,
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
