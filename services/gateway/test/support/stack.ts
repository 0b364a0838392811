import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '@screenshelf/kit/ports';
import { uniqueName } from '@screenshelf/kit/testing';
import { createServiceDatabases } from './databases.js';

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
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // In a test file, the stack runs from the worker's own copy of the services (the one its shared
  // stack runs from, loaded once per worker by scripts/jest/environment.mjs), not from a copy compiled
  // into the file's module registry: a file that starts a stack of its own no longer compiles every
  // service and its libraries again, and leaves the garbage collector less to carry.
  const inWorker = (globalThis as { __screenshelfStartStack?: (options: StackOptions) => Promise<Stack> }).__screenshelfStartStack;
  if (inWorker) return inWorker(options);
  return launchStack(options);
}

type StackOptions = { env?: Record<string, string>; gatewayEnv?: Record<string, string>; services?: Optional[]; chatModel?: boolean };

async function launchStack(options: StackOptions) {
  const [{ startDevOidc }, { identityConfig }, { startIdentity }, { gatewayConfig }, { startGateway }] = await Promise.all([
    import('@screenshelf/dev-oidc/dev-oidc.js'),
    import('@screenshelf/identity/config.js'),
    import('@screenshelf/identity/service.js'),
    import('../../src/config.js'),
    import('../../src/service.js'),
  ]);
  const id = uniqueName('t');
  const wanted = (name: Optional) => (options.services ?? ['catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community']).includes(name);
  const CLOSED = { port: 1 };
  // The stack's own files (uploads, the payment server's state), removed with it.
  const files = filesOf(id);
  const env = {
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    KAFKA_TOPIC_PREFIX: `${id}.`,
    CATALOG_STORAGE_DIR: path.join(files, 'catalog-uploads'),
    ...options.env,
  };
  const databases = databasesOf(id);
  // Every service's database at once, copied from a template its migrations were applied to.
  const own = ['identity', ...(['catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community'] as const).filter(wanted)];
  await createServiceDatabases(own.map((service) => ({ service, database: `${service}_${id}` }))).catch(async (error) => {
    await dropDatabases(databases).catch(() => undefined);
    throw error;
  });
  const devPaymentsStateFile = path.join(files, 'dev-payments.json');
  const started: Stoppable[] = [];
  const starting: Promise<unknown>[] = [];
  // Each server starts as soon as the ones it dials are up (as in a cluster, where they start
  // together): a stack is ready in about the time of its longest chain, not the sum of its servers.
  const track = <T extends Stoppable>(start: () => Promise<T>): Promise<T> => {
    const service = start().then((s) => {
      started.unshift(s);
      return s;
    });
    starting.push(service);
    return service;
  };
  // A server that never starts because one it dials failed is not an unhandled rejection: settle() reports the first failure.
  const quiet = <T>(promise: Promise<T>) => {
    promise.catch(() => undefined);
    return promise;
  };
  const optional = <T extends Stoppable>(name: Optional, after: Promise<unknown>[], start: () => Promise<T>): Promise<T | undefined> =>
    quiet(wanted(name) ? Promise.all(after).then(() => track(start)) : Promise.resolve(undefined));
  const portOf = async (service: Promise<{ port: number } | undefined>) => `127.0.0.1:${((await service) ?? CLOSED).port}`;

  // A real OpenID provider and the stack's own mail server (services that send mail get its
  // SMTP_URL; tests read what it received); the gateway's port is picked first so its public URL
  // (the OpenID redirect URI) is known before it starts.
  const devOidc = track(() => startDevOidc({ port: 0 }));
  const devSmtp = track(async () => (await import('@screenshelf/dev-smtp/server.js')).startDevSmtp({ smtpPort: 0, httpPort: 0 }));
  const ready = Promise.all([devOidc, devSmtp, freePort()]);
  const settle = async () => {
    // Until every server that began starting has settled (a server begins once those it dials are up).
    let results: PromiseSettledResult<unknown>[];
    do results = await Promise.allSettled([...starting]);
    while (results.length !== starting.length);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!failed) return;
    for (const service of started) await service.stop().catch(() => undefined);
    await dropDatabases(databases).catch(() => undefined);
    throw failed.reason;
  };
  const [, smtp, gatewayPort] = await ready.catch(async (error) => {
    await settle();
    throw error;
  });
  env.SMTP_URL = smtp.smtpUrl;
  const issuer = (await devOidc).issuer;
  const identity = track(() => startIdentity(identityConfig({ ...env, IDENTITY_GRPC_PORT: '0', IDENTITY_DATABASE: `identity_${id}`, OIDC_ISSUER: issuer })));
  // Each service's code is loaded only when it is started, so a test of some services does not
  // depend on the others' code.
  const catalog = optional('catalog', [], async () => {
    const { catalogConfig } = await import('@screenshelf/catalog/config.js');
    const { startCatalog } = await import('@screenshelf/catalog/service.js');
    return startCatalog(catalogConfig({ ...env, CATALOG_GRPC_PORT: '0', CATALOG_DATABASE: `catalog_${id}` }));
  });
  // Membership and the marketplace talk to the local payment server through their real HTTP
  // adapters; billing runs only when a test drives it. Its state is in a file, so a test can stop
  // the provider and start it again remembering everything.
  const devPayments = !wanted('membership') && !wanted('marketplace')
    ? Promise.resolve(undefined)
    : track(async () => (await import('@screenshelf/dev-payments/server.js')).startDevPayments({ port: 0, stateFile: devPaymentsStateFile }));
  const membership = optional('membership', [devPayments], async () => {
    const { membershipConfig } = await import('@screenshelf/membership/config.js');
    const { startMembership } = await import('@screenshelf/membership/service.js');
    return startMembership(
      membershipConfig({
        ...env,
        MEMBERSHIP_GRPC_PORT: '0',
        MEMBERSHIP_DATABASE: `membership_${id}`,
        MEMBERSHIP_CONSUMER_GROUP: `membership_${id}`,
        MEMBERSHIP_REDIS_PREFIX: `membership:${id}:`,
        MEMBERSHIP_BILLING_INTERVAL_MS: '0',
        PAYMENTS_BASE_URL: (await devPayments)!.url,
      }),
    );
  });
  // The marketplace charges one-off card payments at the same local payment server; its files in a folder of this stack.
  const marketplace = optional('marketplace', [devPayments], async () => {
    const { marketplaceConfig } = await import('@screenshelf/marketplace/config.js');
    const { startMarketplace } = await import('@screenshelf/marketplace/service.js');
    return startMarketplace(
      marketplaceConfig({
        ...env,
        MARKETPLACE_GRPC_PORT: '0',
        MARKETPLACE_DATABASE: `marketplace_${id}`,
        MARKETPLACE_CONSUMER_GROUP: `marketplace_${id}`,
        MARKETPLACE_STORAGE_DIR: path.join(path.dirname(devPaymentsStateFile), 'uploads'),
        PAYMENTS_BASE_URL: (await devPayments)!.url,
      }),
    );
  });
  // Search after the catalog and the marketplace: it reads published products back from the marketplace (retrieval).
  const search = optional('search', [catalog, marketplace], async () => {
    const { searchConfig } = await import('@screenshelf/search/config.js');
    const { startSearch } = await import('@screenshelf/search/service.js');
    return startSearch(
      searchConfig({
        ...env,
        SEARCH_GRPC_PORT: '0',
        SEARCH_DATABASE: `search_${id}`,
        SEARCH_INDEX_PREFIX: `${id}_`,
        SEARCH_CONSUMER_GROUP: `search_${id}`,
        CATALOG_ADDR: await portOf(catalog),
        MARKETPLACE_ADDR: await portOf(marketplace),
      }),
    );
  });
  // The assistant asks search.Retrieve with each caller's token; with `chatModel` it writes with the local chat model.
  const devLlm = !wanted('chatbot') || !options.chatModel
    ? Promise.resolve(undefined)
    : track(async () => (await import('@screenshelf/dev-llm/server.js')).startDevLlm({ port: 0, key: 'sk-screenshelf-test' }));
  const chatbot = optional('chatbot', [search, membership, devLlm], async () => {
    const { chatbotConfig } = await import('@screenshelf/chatbot/config.js');
    const { startChatbot } = await import('@screenshelf/chatbot/service.js');
    const { DEV_MODEL } = await import('@screenshelf/dev-llm/server.js');
    const llm = await devLlm;
    return startChatbot(
      chatbotConfig({
        ...env,
        CHATBOT_GRPC_PORT: '0',
        CHATBOT_DATABASE: `chatbot_${id}`,
        CHATBOT_CONSUMER_GROUP: `chatbot_${id}`,
        SEARCH_ADDR: await portOf(search),
        MEMBERSHIP_ADDR: await portOf(membership),
        ...(llm ? { CHAT_MODEL_URL: llm.url, CHAT_MODEL_KEY: 'sk-screenshelf-test', CHAT_MODEL_NAME: DEV_MODEL } : {}),
      }),
    );
  });
  // The community asks search for attached screens with each reader's token, the catalog for the code tree.
  const community = optional('community', [catalog, search], async () => {
    const { communityConfig } = await import('@screenshelf/community/config.js');
    const { startCommunity } = await import('@screenshelf/community/service.js');
    return startCommunity(
      communityConfig({
        ...env,
        COMMUNITY_GRPC_PORT: '0',
        COMMUNITY_DATABASE: `community_${id}`,
        COMMUNITY_CONSUMER_GROUP: `community_${id}`,
        // Links in its mails point at this stack's gateway; its mails go to the stack's dev-smtp (SMTP_URL in env).
        PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        MAIL_POLL_MS: '100',
        CATALOG_ADDR: await portOf(catalog),
        SEARCH_ADDR: await portOf(search),
      }),
    );
  });
  const services = [identity, catalog, devPayments, membership, marketplace, search, devLlm, chatbot, community] as const;
  const gateway = quiet(Promise.all([...services, search.then((s) => s?.consumer.ready)]).then(async () =>
    track(async () =>
      startGateway(
        gatewayConfig({
          ...env,
          PORT: String(gatewayPort),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
          AUTH_RATE_LIMIT_PREFIX: `rl:${id}:`,
          RATE_LIMIT_PREFIX: `rl-api:${id}:`,
          IDENTITY_ADDR: await portOf(identity),
          CATALOG_ADDR: await portOf(catalog),
          SEARCH_ADDR: await portOf(search),
          MEMBERSHIP_ADDR: await portOf(membership),
          MARKETPLACE_ADDR: await portOf(marketplace),
          CHATBOT_ADDR: await portOf(chatbot),
          COMMUNITY_ADDR: await portOf(community),
          // Every answer of the API tests is checked against the schema /api/openapi.json declares.
          VALIDATE_RESPONSES: '1',
          ...options.gatewayEnv,
        }),
      ),
    ),
  ));
  starting.push(gateway);
  await settle();
  // Every promise has settled without an error: these are the servers.
  const [up, servers] = [await gateway, await Promise.all(services)];
  const [identityUp, catalogUp, devPaymentsUp, membershipUp, marketplaceUp, searchUp, devLlmUp, chatbotUp, communityUp] = servers;
  const [devOidcUp, devSmtpUp] = [await devOidc, await devSmtp];
  return {
    id,
    devOidc: devOidcUp,
    identity: identityUp,
    // Non-null for the callers that start everything (the default).
    catalog: catalogUp!,
    search: searchUp!,
    membership: membershipUp!,
    marketplace: marketplaceUp!,
    chatbot: chatbotUp!,
    community: communityUp!,
    /** The local chat model, when `chatModel` was asked for. */
    devLlm: devLlmUp,
    devPayments: devPaymentsUp!,
    devPaymentsStateFile,
    /** The local mail server; `devSmtp.messages(to)` is what was sent to an address. */
    devSmtp: devSmtpUp,
    gateway: up,
    url: up.url,
    async stop() {
      // The gateway first (no new calls), then every other server at once.
      const [front, ...rest] = started.includes(up) ? [up, ...started.filter((s) => s !== up)] : [undefined, ...started];
      await front?.stop().catch(() => undefined);
      await Promise.all(rest.map((service) => service!.stop().catch(() => undefined)));
      await removeStack(id);
    },
  };
}

export type Stack = Awaited<ReturnType<typeof launchStack>>;

const databasesOf = (id: string) => ['identity', 'catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community'].map((s) => `${s}_${id}`);
const filesOf = (id: string) => path.join(tmpdir(), `screenshelf-${id}`);

/**
 * Removes what stack `id` created on the shared servers and disk, once its servers have stopped:
 * databases, files, topics (so a shared Kafka does not pile up thousands of partitions, which makes
 * every later Kafka restart slow; best effort: Kafka may be the server a test stopped) and indices.
 */
export async function removeStack(id: string) {
  rmSync(filesOf(id), { recursive: true, force: true });
  const { createKafka, createLogger, deleteTopicsWithPrefix } = await import('@screenshelf/kit');
  const kafka = createKafka(`cleanup-${id}`, (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('cleanup', 'silent'));
  await Promise.all([
    dropDatabases(databasesOf(id)),
    deleteTopicsWithPrefix(kafka, `${id}.`).catch(() => undefined),
    fetch(`${process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200'}/${id}_*`, { method: 'DELETE' }).catch(() => undefined),
  ]);
}

/**
 * The shared stacks' settings: every service, and the per-address limits raised, because every test
 * file of a worker calls it from 127.0.0.1 (a file that tests a limit starts a stack of its own).
 */
export const SHARED_STACK_OPTIONS = {
  gatewayEnv: {
    // A loaded CI machine once took over 5 s for an answer its test did not time: the shared stacks'
    // calls get the time schemathesis's stack gets (the deadlines themselves are tested on stacks of their own).
    DEFAULT_DEADLINE_MS: '60000',
    SESSION_LOOKUP_MS: '60000',
    RATE_LIMIT_PER_MINUTE: '100000',
    SIGN_IN_PER_MINUTE_IP: '100000',
    SESSION_CHECK_PER_MINUTE_IP: '100000',
    SUPPORT_PER_MINUTE: '100000',
    CHATBOT_ASK_PER_MINUTE_IP: '100000',
  },
};

/**
 * This jest worker's stack, shared by the test files that run in it (scripts/jest/environment.mjs
 * starts it for the first that asks and keeps it until the worker ends). A file that uses it keeps
 * out of the others' way by its own data (fresh users, names and ids) and never stops it; a file
 * that changes a setting, stops a server or needs a library of its own alone calls startStack.
 */
export async function sharedStack(): Promise<Stack> {
  const shared = (globalThis as { __screenshelfSharedStack?: () => Promise<Stack> }).__screenshelfSharedStack;
  if (!shared) throw new Error('sharedStack() needs jest.config.js\'s testEnvironment (scripts/jest/environment.mjs)');
  return shared();
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
