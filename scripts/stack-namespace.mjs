// A stack namespace (STACK_NAMESPACE, e.g. `e2e`, which `npm test`'s end-to-end stage uses): the
// variables that give a stack's processes their own databases, topics, indices, consumer groups,
// Redis keys and files on the same local servers, and their own ports. What such a stack's users do
// — and what the end-to-end tests write — never reaches the library a plain `npm start` shows, and
// the two run side by side: a namespace's processes neither listen on nor dial `npm start`'s ports
// (each port is moved by the namespace's offset; e2e: +10000, so the gateway is on 18080).
// Variables already set in `env` win. scripts/test/stack-namespace.test.ts scans every service for
// place and port variables and fails on one this file neither moves nor names as shared.

const SERVICES = ['identity', 'catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community'];

/** The ports of a plain `npm start` (the services' defaults), by the variable that sets each. */
export const DEFAULT_PORTS = {
  PORT: 8080,
  IDENTITY_GRPC_PORT: 7051,
  CATALOG_GRPC_PORT: 7052,
  SEARCH_GRPC_PORT: 7053,
  MEMBERSHIP_GRPC_PORT: 7054,
  MARKETPLACE_GRPC_PORT: 7055,
  CHATBOT_GRPC_PORT: 7056,
  COMMUNITY_GRPC_PORT: 7057,
  DEV_OIDC_PORT: 8090,
  DEV_PAYMENTS_PORT: 8091,
  DEV_LLM_PORT: 8094,
  DEV_SMTP_PORT: 8025,
  DEV_SMTP_HTTP_PORT: 8095,
  EMBEDDINGS_CACHE_PORT: 8096,
};

/**
 * Addresses a stack's processes read that are not its own: the local servers every namespace shares
 * (scripts/infra), and what the local stack does not run. The namespace leaves them as they are.
 */
export const SHARED_ADDRESSES = {
  POSTGRES_URL: 'the shared Postgres server (5432)',
  REDIS_URL: 'the shared Redis server (6379)',
  KAFKA_BROKERS: 'the shared Kafka broker (9092)',
  ELASTICSEARCH_URL: 'the shared Elasticsearch server (9200)',
  EMBEDDINGS_URL: 'the shared embeddings server (8092); run-services.mjs puts the stack’s own cache (EMBEDDINGS_CACHE_PORT) in front',
  S3_ENDPOINT: 'the shared S3 mock (8093), only with *_STORAGE=s3',
  S3_PUBLIC_BASE_URL: 'the public side of that S3 server',
  CHAT_MODEL_URL: 'unset locally (no model); dev-llm is not one of the stack’s processes',
  METRICS_PORT: 'unset locally: one value would be every process’s, so a cluster sets it per pod',
};

/** Ports of the infrastructure servers (scripts/infra) a namespace's ports must stay clear of. */
export const SHARED_PORTS = [5432, 6379, 9092, 9093, 9200, 9300, 8092, 8093];

/**
 * How far a namespace's ports are from `npm start`'s: e2e 10000 (17051–18096: below 20768, where
 * jest's stacks pick theirs, kit/ports, so npm test can run both at once); another name 10000 +
 * 1100·k (k 1–13 from a hash of the name). Steps of 1100 are wider than the span of the default
 * ports (7051–8096), so two offsets never share a port, and every one stays under Linux's
 * ephemeral range (32768–), where the tests' port-0 servers land.
 */
export function stackPortOffset(namespace) {
  checkName(namespace);
  if (namespace === 'e2e') return 10_000;
  let hash = 2166136261;
  for (const char of namespace) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 10_000 + 1100 * (1 + (hash % 13));
}

/** The ports of namespace `namespace`, by variable (DEFAULT_PORTS moved by its offset). */
export function stackPorts(namespace) {
  const offset = stackPortOffset(namespace);
  return Object.fromEntries(Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]));
}

/** The variables of namespace `namespace` that `env` does not set yet; throws on a name that cannot be one. */
export function stackNamespaceEnv(namespace, env = {}) {
  checkName(namespace);
  const files = `.local/${namespace}`;
  const ports = stackPorts(namespace);
  const wanted = {
    ...Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_DATABASE`, `screenshelf_${service}_${namespace}`])),
    ...Object.fromEntries(SERVICES.filter((s) => s !== 'identity').map((service) => [`${service.toUpperCase()}_CONSUMER_GROUP`, `${service}-${namespace}`])),
    KAFKA_TOPIC_PREFIX: `${namespace}.`,
    SEARCH_INDEX_PREFIX: `${namespace}_`,
    MEMBERSHIP_REDIS_PREFIX: `membership:${namespace}:`,
    RATE_LIMIT_PREFIX: `rl:api:${namespace}:`,
    AUTH_RATE_LIMIT_PREFIX: `rl:auth:${namespace}:`,
    CATALOG_STORAGE_DIR: `${files}/uploads`,
    MARKETPLACE_STORAGE_DIR: `${files}/uploads`,
    DEV_PAYMENTS_STATE: `${files}/dev-payments/state.json`,
    DEV_SMTP_STATE: `${files}/dev-smtp/mails.json`,
    // Ports: what each process listens on, and the addresses the others dial it at.
    ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
    ...Object.fromEntries(SERVICES.map((service) => [`${service.toUpperCase()}_ADDR`, `127.0.0.1:${ports[`${service.toUpperCase()}_GRPC_PORT`]}`])),
    PUBLIC_URL: `http://localhost:${ports.PORT}`,
    OIDC_ISSUER: `http://127.0.0.1:${ports.DEV_OIDC_PORT}`,
    PAYMENTS_BASE_URL: `http://127.0.0.1:${ports.DEV_PAYMENTS_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${ports.DEV_SMTP_PORT}`,
  };
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => env[name] === undefined));
}

/** Where a namespace's stack answers: the gateway, and dev-smtp's JSON API of the mails it caught. */
export function stackUrls(namespace) {
  const ports = stackPorts(namespace);
  return { gateway: `http://localhost:${ports.PORT}`, smtpApi: `http://127.0.0.1:${ports.DEV_SMTP_HTTP_PORT}` };
}

function checkName(namespace) {
  if (!/^[a-z][a-z0-9]{0,15}$/.test(namespace)) {
    throw new Error(`STACK_NAMESPACE must be lower-case letters and digits, starting with a letter (got "${namespace}")`);
  }
}
