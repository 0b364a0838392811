import * as grpc from '@grpc/grpc-js';
import { service as healthService } from 'grpc-health-check';
import pg from 'pg';
import type { Kafka } from 'kafkajs';
import type { Redis } from '@screenshelf/kit';
import type { GatewayConfig } from './config.js';
import { SERVICES } from './clients.js';

type State = 'up' | 'down';
export interface HealthReport {
  status: State;
  services: Record<string, State>;
  servers: Record<string, State>;
}

const CHECK_MS = 2000;
const HealthClient = grpc.makeClientConstructor(healthService as unknown as grpc.ServiceDefinition, 'Health');

const within = <T>(promise: Promise<T>, ms = CHECK_MS) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref())]);

/** Answers for each service (gRPC health protocol) and each server the system needs. */
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

  return {
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
