// A stack namespace (STACK_NAMESPACE, e.g. `e2e`, which `npm test`'s end-to-end stage uses): the
// variables that give `npm start`'s processes their own databases, topics, indices, consumer groups,
// Redis keys and files on the same local servers. What such a stack's users do — and what the
// end-to-end tests write — never reaches the library a plain `npm start` shows. Variables already
// set in `env` win.

const SERVICES = ['identity', 'catalog', 'search', 'membership', 'marketplace', 'chatbot', 'community'];

/** The variables of namespace `namespace` that `env` does not set yet; throws on a name that cannot be one. */
export function stackNamespaceEnv(namespace, env = {}) {
  if (!/^[a-z][a-z0-9]{0,15}$/.test(namespace)) {
    throw new Error(`STACK_NAMESPACE must be lower-case letters and digits, starting with a letter (got "${namespace}")`);
  }
  const files = `.local/${namespace}`;
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
  };
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => env[name] === undefined));
}
