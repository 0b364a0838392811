import pg from 'pg';
import { uniqueName } from '@screenshelf/kit/testing';
import { catalogConfig } from '@screenshelf/catalog/config.js';
import { startCatalog } from '@screenshelf/catalog/service.js';
import { searchConfig } from '@screenshelf/search/config.js';
import { startSearch } from '@screenshelf/search/service.js';
import { gatewayConfig } from '../../src/config.js';
import { startGateway } from '../../src/service.js';

/**
 * Starts catalog, search and gateway in this process against the real Postgres, Kafka,
 * Elasticsearch and Redis, isolated by unique database names, topic prefix and index prefix.
 */
export async function startStack(options: { gatewayEnv?: Record<string, string> } = {}) {
  const id = uniqueName('t');
  const env = { ...process.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', KAFKA_TOPIC_PREFIX: `${id}.` };
  const started: Array<{ stop(): Promise<void> }> = [];
  const track = async <T extends { stop(): Promise<void> }>(starting: Promise<T>): Promise<T> => {
    try {
      const service = await starting;
      started.unshift(service);
      return service;
    } catch (error) {
      for (const service of started) await service.stop().catch(() => undefined);
      throw error;
    }
  };
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
  await search.consumer.ready;
  const gateway = await track(
    startGateway(
      gatewayConfig({
        ...env,
        PORT: '0',
        HOST: '127.0.0.1',
        CATALOG_ADDR: `127.0.0.1:${catalog.port}`,
        SEARCH_ADDR: `127.0.0.1:${search.port}`,
        ...options.gatewayEnv,
      }),
    ),
  );
  return {
    id,
    catalog,
    search,
    gateway,
    url: gateway.url,
    async stop() {
      await gateway.stop();
      await search.stop();
      await catalog.stop();
      await dropDatabases([`catalog_${id}`, `search_${id}`]);
      await fetch(`${process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200'}/${id}_*`, { method: 'DELETE' }).catch(
        () => undefined,
      );
    },
  };
}

export async function dropDatabases(names: string[]) {
  const client = new pg.Client({
    connectionString: `${process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432'}/postgres`,
  });
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
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(url + path, { ...init, headers });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}
