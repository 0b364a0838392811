import pg from 'pg';
import { uniqueName } from '@screenshelf/kit/testing';
import { identityConfig } from '@screenshelf/identity/config.js';
import { startIdentity } from '@screenshelf/identity/service.js';
import { catalogConfig } from '@screenshelf/catalog/config.js';
import { startCatalog } from '@screenshelf/catalog/service.js';
import { searchConfig } from '@screenshelf/search/config.js';
import { startSearch } from '@screenshelf/search/service.js';
import { membershipConfig } from '@screenshelf/membership/config.js';
import { startMembership } from '@screenshelf/membership/service.js';
import { gatewayConfig } from '../../src/config.js';
import { startGateway } from '../../src/service.js';

type Stoppable = { stop(): Promise<void> };

/**
 * Starts every service and the gateway in this process against the real Postgres, Kafka,
 * Elasticsearch and Redis, isolated by unique database names, topic prefix, index prefix and
 * consumer groups, so test files can run side by side on one set of servers.
 */
export async function startStack(options: { env?: Record<string, string>; gatewayEnv?: Record<string, string> } = {}) {
  const id = uniqueName('t');
  const env = {
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    KAFKA_TOPIC_PREFIX: `${id}.`,
    ...options.env,
  };
  const databases = ['identity', 'catalog', 'search', 'membership'].map((s) => `${s}_${id}`);
  const started: Stoppable[] = [];
  const track = async <T extends Stoppable>(starting: Promise<T>): Promise<T> => {
    try {
      const service = await starting;
      started.unshift(service);
      return service;
    } catch (error) {
      for (const service of started) await service.stop().catch(() => undefined);
      await dropDatabases(databases).catch(() => undefined);
      throw error;
    }
  };

  const identity = await track(startIdentity(identityConfig({ ...env, IDENTITY_GRPC_PORT: '0', IDENTITY_DATABASE: `identity_${id}` })));
  const catalog = await track(startCatalog(catalogConfig({ ...env, CATALOG_GRPC_PORT: '0', CATALOG_DATABASE: `catalog_${id}` })));
  const search = await track(
    startSearch(
      searchConfig({
        ...env,
        SEARCH_GRPC_PORT: '0',
        SEARCH_DATABASE: `search_${id}`,
        SEARCH_INDEX_PREFIX: `${id}_`,
        SEARCH_CONSUMER_GROUP: `search_${id}`,
      }),
    ),
  );
  const membership = await track(
    startMembership(membershipConfig({ ...env, MEMBERSHIP_GRPC_PORT: '0', MEMBERSHIP_DATABASE: `membership_${id}` })),
  );
  await search.consumer.ready;
  const gateway = await track(
    startGateway(
      gatewayConfig({
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        IDENTITY_ADDR: `127.0.0.1:${identity.port}`,
        CATALOG_ADDR: `127.0.0.1:${catalog.port}`,
        SEARCH_ADDR: `127.0.0.1:${search.port}`,
        MEMBERSHIP_ADDR: `127.0.0.1:${membership.port}`,
        ...options.gatewayEnv,
      }),
    ),
  );
  return {
    id,
    identity,
    catalog,
    search,
    membership,
    gateway,
    url: gateway.url,
    async stop() {
      for (const service of started) await service.stop().catch(() => undefined);
      await dropDatabases(databases);
      await fetch(`${process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200'}/${id}_*`, { method: 'DELETE' }).catch(() => undefined);
    },
  };
}

export async function dropDatabases(names: string[]) {
  const client = new pg.Client({ connectionString: `${process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432'}/postgres` });
  await client.connect();
  try {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export async function api(url: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(url + path, { ...init, headers, redirect: init.redirect ?? 'manual' });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}
