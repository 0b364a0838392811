import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import pg from 'pg';
import type { Kafka } from 'kafkajs';
import type { Redis } from '@screenshelf/kit';
import type { GatewayConfig } from './config.js';
import { SERVICES } from './clients.js';

type State = 'up' | 'down';
/** The detailed report: only on the internal port (METRICS_PORT), never on the public one. */
export interface HealthReport {
  status: State;
  services: Record<string, State>;
  servers: Record<string, State>;
}
/** What the public port says: a status and nothing about what is behind it. */
export interface HealthStatus {
  status: State;
}

const CHECK_MS = 2000;
/** Probes answer from a result this fresh, so a probe every second (or a flood of them) costs one check. */
const CACHE_MS = 1000;
const HealthClient = grpc.makeClientConstructor(healthService as unknown as grpc.ServiceDefinition, 'Health');

const within = <T>(promise: Promise<T>, ms = CHECK_MS) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/**
 * Answers for each service (gRPC health protocol over one long-lived channel each) and each server
 * the system needs. `live`: the process answers. `ready`: Redis and the services the gateway cannot
 * work without (READY_SERVICES, identity by default: every session) answer — a gateway replica
 * without them is taken out of the load balancer; the others' routes answer 503 meanwhile. `summary`:
 * Redis and every service answer (the public `/healthz`). Both cached for a second and built only
 * from pooled connections. `check`: everything, servers included (the internal `/healthz`).
 */
export function healthChecker(config: GatewayConfig, redis: Redis, kafka: Kafka) {
  const healthClients = new Map(
    SERVICES.map((s): [string, grpc.Client] => [s.name, new HealthClient(config[s.addressKey], grpc.credentials.createInsecure())]),
  );

  const grpcServing = (name: string) =>
    new Promise<State>((resolve) => {
      const client = healthClients.get(name) as unknown as {
        check(req: object, options: grpc.CallOptions, cb: (e: unknown, r?: { status: string | number }) => void): void;
      };
      client.check({ service: '' }, { deadline: Date.now() + CHECK_MS }, (error, response) =>
        resolve(!error && (response?.status === 'SERVING' || response?.status === 1) ? 'up' : 'down'),
      );
    });

  const probe = async (check: () => Promise<unknown>): Promise<State> => {
    try {
      await within(check());
      return 'up';
    } catch {
      return 'down';
    }
  };

  const postgres = () =>
    probe(async () => {
      const client = new pg.Client({ connectionString: config.POSTGRES_URL.replace(/\/?$/, '/postgres'), connectionTimeoutMillis: CHECK_MS });
      await client.connect();
      try {
        await client.query('SELECT 1');
      } finally {
        await client.end();
      }
    });

  const admin = kafka.admin();
  let adminConnected: Promise<void> | undefined;
  const kafkaUp = () =>
    probe(async () => {
      adminConnected ??= admin.connect().catch((error) => {
        adminConnected = undefined;
        throw error;
      });
      await adminConnected;
      await admin.describeCluster();
    });

  let cached: { at: number; value: Promise<{ redis: State; services: Record<string, State> }> } | undefined;
  const dependencies = () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      cached = {
        at: Date.now(),
        value: Promise.all([
          probe(() => redis.ping()),
          Promise.all(SERVICES.map(async (s) => [s.name, await grpcServing(s.name)] as const)),
        ]).then(([redisState, services]) => ({ redis: redisState, services: Object.fromEntries(services) })),
      };
    }
    return cached.value;
  };
  const status = (up: boolean): HealthStatus => ({ status: up ? 'up' : 'down' });

  return {
    async ready(): Promise<HealthStatus> {
      const { redis: redisState, services } = await dependencies();
      return status(redisState === 'up' && config.READY_SERVICES.every((name) => services[name] === 'up'));
    },
    async summary(): Promise<HealthStatus> {
      const { redis: redisState, services } = await dependencies();
      return status(redisState === 'up' && Object.values(services).every((state) => state === 'up'));
    },
    async check(): Promise<HealthReport> {
      const [services, servers] = await Promise.all([
        Promise.all(SERVICES.map(async (s) => [s.name, await grpcServing(s.name)] as const)),
        Promise.all([
          ['postgres', postgres()] as const,
          ['redis', probe(() => redis.ping())] as const,
          ['kafka', kafkaUp()] as const,
          ['elasticsearch', probe(() => fetch(new URL('/_cluster/health', config.ELASTICSEARCH_URL)).then((r) => (r.ok ? r : Promise.reject(new Error(String(r.status))))))] as const,
        ].map(async ([name, state]) => [name, await state] as const)),
      ]);
      const all = [...services, ...servers].map(([, state]) => state);
      return {
        status: all.every((s) => s === 'up') ? 'up' : 'down',
        services: Object.fromEntries(services),
        servers: Object.fromEntries(servers),
      };
    },
    async close() {
      for (const client of healthClients.values()) client.close();
      if (adminConnected) await admin.disconnect().catch(() => undefined);
    },
  };
}
