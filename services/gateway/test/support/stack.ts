import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDevOidc } from '@screenshelf/dev-oidc/dev-oidc.js';
import { createKafka, createLogger, deleteTopicsWithPrefix } from '@screenshelf/kit';
import { freePort } from '@screenshelf/kit/ports';
import { uniqueName } from '@screenshelf/kit/testing';
import { identityConfig } from '@screenshelf/identity/config.js';
import { startIdentity } from '@screenshelf/identity/service.js';
import { gatewayConfig } from '../../src/config.js';
import { startGateway } from '../../src/service.js';

type Stoppable = { stop(): Promise<void> };

/**
 * Starts every service and the gateway in this process against the real Postgres, Kafka,
 * Elasticsearch and Redis, isolated by unique database names, topic prefix, index prefix and
 * consumer groups, so test files can run side by side on one set of servers.
 */
type Optional = 'catalog' | 'search' | 'membership' | 'marketplace' | 'chatbot' | 'community';

/**
 * `services` narrows which services besides identity start (default: all); a service left out is
 * unreachable from the gateway (a closed port) and undefined on the result. `chatModel` starts the
 * local chat model (services/dev-llm) and has the chatbot answer with it instead of the composer.
 */
export async function startStack(
  options: { env?: Record<string, string>; gatewayEnv?: Record<string, string>; services?: Optional[]; chatModel?: boolean } = {},
) {
  const id = uniqueName('t');
  const wanted = (name: Optional) => (options.services ?? ['catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community']).includes(name);
  const CLOSED = { port: 1 };
  const env = {
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    KAFKA_TOPIC_PREFIX: `${id}.`,
    ...options.env,
  };
  const databases = ['identity', 'catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community'].map((s) => `${s}_${id}`);
  const devPaymentsStateFile = path.join(tmpdir(), `screenshelf-${id}`, 'dev-payments.json');
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

  // A real OpenID provider on a free port; the gateway's port is picked first so its public URL
  // (the OpenID redirect URI) is known before it starts.
  const devOidc = await track(startDevOidc({ port: 0 }));
  // The stack's own mail server: services that send mail get its SMTP_URL; tests read what it received.
  const { startDevSmtp } = await import('@screenshelf/dev-smtp/server.js');
  const devSmtp = await track(startDevSmtp({ smtpPort: 0, httpPort: 0 }));
  env.SMTP_URL = devSmtp.smtpUrl;
  const gatewayPort = await freePort();
  const identity = await track(
    startIdentity(
      identityConfig({ ...env, IDENTITY_GRPC_PORT: '0', IDENTITY_DATABASE: `identity_${id}`, OIDC_ISSUER: devOidc.issuer }),
    ),
  );
  // Each service's code is loaded only when it is started, so a test of some services does not
  // depend on the others' code.
  const catalog = !wanted('catalog')
    ? undefined
    : await (async () => {
        const { catalogConfig } = await import('@screenshelf/catalog/config.js');
        const { startCatalog } = await import('@screenshelf/catalog/service.js');
        return track(startCatalog(catalogConfig({ ...env, CATALOG_GRPC_PORT: '0', CATALOG_DATABASE: `catalog_${id}` })));
      })();
  // Membership talks to the local payment server through its real HTTP adapter; billing runs only when a test drives it.
  const devPayments = !wanted('membership') && !wanted('marketplace')
    ? undefined
    : await (async () => {
        const { startDevPayments } = await import('@screenshelf/dev-payments/server.js');
        // Its state in a file, so a test can stop the provider and start it again remembering everything.
        return track(startDevPayments({ port: 0, stateFile: devPaymentsStateFile }));
      })();
  const membership = !wanted('membership')
    ? undefined
    : await (async () => {
        const { membershipConfig } = await import('@screenshelf/membership/config.js');
        const { startMembership } = await import('@screenshelf/membership/service.js');
        return track(
          startMembership(
            membershipConfig({
              ...env,
              MEMBERSHIP_GRPC_PORT: '0',
              MEMBERSHIP_DATABASE: `membership_${id}`,
              MEMBERSHIP_CONSUMER_GROUP: `membership_${id}`,
              MEMBERSHIP_REDIS_PREFIX: `membership:${id}:`,
              MEMBERSHIP_BILLING_INTERVAL_MS: '0',
              PAYMENTS_BASE_URL: devPayments!.url,
            }),
          ),
        );
      })();
  // The marketplace charges one-off card payments at the same local payment server; its files in a folder of this stack.
  const marketplace = !wanted('marketplace')
    ? undefined
    : await (async () => {
        const { marketplaceConfig } = await import('@screenshelf/marketplace/config.js');
        const { startMarketplace } = await import('@screenshelf/marketplace/service.js');
        return track(
          startMarketplace(
            marketplaceConfig({
              ...env,
              MARKETPLACE_GRPC_PORT: '0',
              MARKETPLACE_DATABASE: `marketplace_${id}`,
              MARKETPLACE_CONSUMER_GROUP: `marketplace_${id}`,
              MARKETPLACE_STORAGE_DIR: path.join(path.dirname(devPaymentsStateFile), 'uploads'),
              PAYMENTS_BASE_URL: devPayments!.url,
            }),
          ),
        );
      })();
  // Search after the marketplace: it reads published products back from it (retrieval).
  const search = !wanted('search')
    ? undefined
    : await (async () => {
        const { searchConfig } = await import('@screenshelf/search/config.js');
        const { startSearch } = await import('@screenshelf/search/service.js');
        return track(
          startSearch(
            searchConfig({
              ...env,
              SEARCH_GRPC_PORT: '0',
              SEARCH_DATABASE: `search_${id}`,
              SEARCH_INDEX_PREFIX: `${id}_`,
              SEARCH_CONSUMER_GROUP: `search_${id}`,
              CATALOG_ADDR: `127.0.0.1:${(catalog ?? CLOSED).port}`,
              MARKETPLACE_ADDR: `127.0.0.1:${(marketplace ?? CLOSED).port}`,
            }),
          ),
        );
      })();
  // The assistant asks search.Retrieve with each caller's token; with `chatModel` it writes with the local chat model.
  const devLlm = !wanted('chatbot') || !options.chatModel
    ? undefined
    : await (async () => {
        const { startDevLlm } = await import('@screenshelf/dev-llm/server.js');
        return track(startDevLlm({ port: 0, key: 'sk-screenshelf-test' }));
      })();
  const chatbot = !wanted('chatbot')
    ? undefined
    : await (async () => {
        const { chatbotConfig } = await import('@screenshelf/chatbot/config.js');
        const { startChatbot } = await import('@screenshelf/chatbot/service.js');
        const { DEV_MODEL } = await import('@screenshelf/dev-llm/server.js');
        return track(
          startChatbot(
            chatbotConfig({
              ...env,
              CHATBOT_GRPC_PORT: '0',
              CHATBOT_DATABASE: `chatbot_${id}`,
              CHATBOT_CONSUMER_GROUP: `chatbot_${id}`,
              SEARCH_ADDR: `127.0.0.1:${(search ?? CLOSED).port}`,
              ...(devLlm ? { CHAT_MODEL_URL: devLlm.url, CHAT_MODEL_KEY: 'sk-screenshelf-test', CHAT_MODEL_NAME: DEV_MODEL } : {}),
            }),
          ),
        );
      })();
  // The community asks search for attached screens with each reader's token, the catalog for the code tree.
  const community = !wanted('community')
    ? undefined
    : await (async () => {
        const { communityConfig } = await import('@screenshelf/community/config.js');
        const { startCommunity } = await import('@screenshelf/community/service.js');
        return track(
          startCommunity(
            communityConfig({
              ...env,
              COMMUNITY_GRPC_PORT: '0',
              COMMUNITY_DATABASE: `community_${id}`,
              COMMUNITY_CONSUMER_GROUP: `community_${id}`,
              // Links in its mails point at this stack's gateway; its mails go to the stack's dev-smtp (SMTP_URL in env).
              PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
              MAIL_POLL_MS: '100',
              CATALOG_ADDR: `127.0.0.1:${(catalog ?? CLOSED).port}`,
              SEARCH_ADDR: `127.0.0.1:${(search ?? CLOSED).port}`,
            }),
          ),
        );
      })();
  await search?.consumer.ready;
  const gateway = await track(
    startGateway(
      gatewayConfig({
        ...env,
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        AUTH_RATE_LIMIT_PREFIX: `rl:${id}:`,
        RATE_LIMIT_PREFIX: `rl-api:${id}:`,
        IDENTITY_ADDR: `127.0.0.1:${identity.port}`,
        CATALOG_ADDR: `127.0.0.1:${(catalog ?? CLOSED).port}`,
        SEARCH_ADDR: `127.0.0.1:${(search ?? CLOSED).port}`,
        MEMBERSHIP_ADDR: `127.0.0.1:${(membership ?? CLOSED).port}`,
        MARKETPLACE_ADDR: `127.0.0.1:${(marketplace ?? CLOSED).port}`,
        CHATBOT_ADDR: `127.0.0.1:${(chatbot ?? CLOSED).port}`,
        COMMUNITY_ADDR: `127.0.0.1:${(community ?? CLOSED).port}`,
        // Every answer of the API tests is checked against the schema /api/openapi.json declares.
        VALIDATE_RESPONSES: '1',
        ...options.gatewayEnv,
      }),
    ),
  );
  return {
    id,
    devOidc,
    identity,
    // Non-null for the callers that start everything (the default).
    catalog: catalog!,
    search: search!,
    membership: membership!,
    marketplace: marketplace!,
    chatbot: chatbot!,
    community: community!,
    /** The local chat model, when `chatModel` was asked for. */
    devLlm,
    devPayments: devPayments!,
    devPaymentsStateFile,
    /** The local mail server; `devSmtp.messages(to)` is what was sent to an address. */
    devSmtp,
    gateway,
    url: gateway.url,
    async stop() {
      for (const service of started) await service.stop().catch(() => undefined);
      await dropDatabases(databases);
      rmSync(path.dirname(devPaymentsStateFile), { recursive: true, force: true });
      // The run's own topics go too, so a shared Kafka does not pile up thousands of partitions
      // (which makes every later Kafka restart slow). Best effort: Kafka may be the server a test stopped.
      const kafka = createKafka(`cleanup-${id}`, (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('cleanup', 'silent'));
      await deleteTopicsWithPrefix(kafka, `${id}.`).catch(() => undefined);
      await fetch(`${process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200'}/${id}_*`, { method: 'DELETE' }).catch(() => undefined);
    },
  };
}

/** A port free right now, for a server whose own URL must be known before it starts. */
export { freePort };

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
