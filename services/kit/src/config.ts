import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const KAFKA_SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512', 'aws'] as const;
export type KafkaSaslMechanism = (typeof KAFKA_SASL_MECHANISMS)[number];

/** Variables every service shares; each has a local default so `npm start` needs none. */
export const sharedEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  POSTGRES_URL: z.string().default('postgres://postgres:postgres@127.0.0.1:5432'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((brokers) => brokers.split(',').map((b) => b.trim()).filter(Boolean)),
  ELASTICSEARCH_URL: z.string().default('http://127.0.0.1:9200'),
  /**
   * Signs the caller tokens services trust. Required in production; in development every process on
   * this machine reads the random `localSecret('internal-token')`.
   */
  INTERNAL_TOKEN_SECRET: z.string().min(32, 'INTERNAL_TOKEN_SECRET must have at least 32 characters').optional(),
  /** The interface servers listen on: loopback unless told otherwise (the cluster sets 0.0.0.0). */
  BIND_HOST: z.string().min(1).default('127.0.0.1'),
  /** Prepended to every Kafka topic; lets several environments (or test runs) share one cluster. */
  KAFKA_TOPIC_PREFIX: z.string().regex(/^[a-zA-Z0-9._-]*$/).default(''),
  PROTO_DIR: z.string().optional(),
  /** Connect to Kafka over TLS (a managed Kafka); the system's CAs unless KAFKA_SSL_CA names a PEM file. */
  KAFKA_SSL: bool.default(false),
  /** A PEM file of the CA that signed the brokers' certificates (a private CA); needs KAFKA_SSL=true. */
  KAFKA_SSL_CA: z.string().min(1).optional(),
  /**
   * SASL authentication: `plain`, `scram-sha-256`, `scram-sha-512` (with KAFKA_SASL_USERNAME and
   * KAFKA_SASL_PASSWORD), or `aws` (kafkajs's AWS mechanism: the access key id and secret in
   * KAFKA_SASL_USERNAME / KAFKA_SASL_PASSWORD, KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY, optionally
   * KAFKA_SASL_AWS_SESSION_TOKEN). Unset: no SASL.
   */
  KAFKA_SASL_MECHANISM: z.enum(KAFKA_SASL_MECHANISMS).optional(),
  KAFKA_SASL_USERNAME: z.string().min(1).optional(),
  KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
  KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY: z.string().min(1).optional(),
  KAFKA_SASL_AWS_SESSION_TOKEN: z.string().min(1).optional(),
  /**
   * Whether services create the Kafka topics they use when missing (3 partitions). On locally; a
   * cluster sets false and creates them once with their partitions and retention
   * (`node services/kit/dist/create-topics-main.js`, a chart Job).
   */
  KAFKA_CREATE_TOPICS: bool.default(true),
  /**
   * gRPC servers close a connection this old (after GRPC_MAX_CONNECTION_AGE_GRACE_MS for the calls
   * under way), so round-robin clients re-resolve and spread over replicas started since; 0: never.
   */
  GRPC_MAX_CONNECTION_AGE_MS: z.coerce.number().int().min(0).default(300_000),
  GRPC_MAX_CONNECTION_AGE_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Server keepalive pings: how often on a quiet connection, and how long to wait for the answer. */
  GRPC_KEEPALIVE_TIME_MS: z.coerce.number().int().min(1000).default(60_000),
  GRPC_KEEPALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /**
   * The longest pause of an event consumer between two tries while a dependency (Postgres,
   * Elasticsearch, a peer) is down: the pauses start at 0.25 s and double up to this. A shorter cap
   * notices a returning dependency sooner for more tries meanwhile (the fault tests use 1 s).
   */
  CONSUMER_MAX_WAIT_MS: z.coerce.number().int().min(250).default(30_000),
  /**
   * The internal port of Prometheus's `/metrics` (on BIND_HOST, never the public port); unset: not
   * served (the local default); 0: a free port (tests). The chart sets 9464 and names it `metrics`.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
};

/**
 * Settings that only make sense together: refused at start with a message naming what is missing,
 * rather than a Kafka client failing to authenticate later.
 */
function checkKafkaSecurity(config: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const mechanism = config.KAFKA_SASL_MECHANISM as KafkaSaslMechanism | undefined;
  if (config.KAFKA_SSL_CA && !config.KAFKA_SSL) issue('KAFKA_SSL_CA', 'KAFKA_SSL_CA needs KAFKA_SSL=true');
  if (mechanism) {
    if (!config.KAFKA_SASL_USERNAME) issue('KAFKA_SASL_USERNAME', `KAFKA_SASL_MECHANISM=${mechanism} needs KAFKA_SASL_USERNAME`);
    if (!config.KAFKA_SASL_PASSWORD) issue('KAFKA_SASL_PASSWORD', `KAFKA_SASL_MECHANISM=${mechanism} needs KAFKA_SASL_PASSWORD`);
    if (mechanism === 'aws' && !config.KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY) {
      issue('KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY', 'KAFKA_SASL_MECHANISM=aws needs KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY');
    }
    // Credentials in clear text over the network: SASL PLAIN only over TLS in production.
    if (mechanism === 'plain' && !config.KAFKA_SSL && config.NODE_ENV === 'production') {
      issue('KAFKA_SASL_MECHANISM', 'KAFKA_SASL_MECHANISM=plain sends the password in clear text: set KAFKA_SSL=true in production');
    }
  } else {
    for (const key of ['KAFKA_SASL_USERNAME', 'KAFKA_SASL_PASSWORD', 'KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY', 'KAFKA_SASL_AWS_SESSION_TOKEN']) {
      if (config[key]) issue(key, `${key} is set but KAFKA_SASL_MECHANISM is not (plain, scram-sha-256, scram-sha-512 or aws)`);
    }
  }
  if (mechanism !== 'aws') {
    for (const key of ['KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY', 'KAFKA_SASL_AWS_SESSION_TOKEN']) {
      if (mechanism && config[key]) issue(key, `${key} is only for KAFKA_SASL_MECHANISM=aws`);
    }
  }
}

/** Where development keeps its per-machine secrets: the git-ignored `.local/secrets/` at the repository root. */
export const LOCAL_SECRETS_DIR = fileURLToPath(new URL('../../../.local/secrets/', import.meta.url));

/**
 * One of this machine's development secrets (`internal-token`, `auth`): read from LOCAL_SECRETS_DIR,
 * or generated into it once, so every local process agrees and no secret is written in the source.
 */
export function localSecret(name: string): string {
  const file = path.join(LOCAL_SECRETS_DIR, name);
  const read = () => {
    try {
      const secret = readFileSync(file, 'utf8').trim();
      return secret.length >= 32 ? secret : undefined;
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  try {
    mkdirSync(LOCAL_SECRETS_DIR, { recursive: true, mode: 0o700 });
    // `wx`: when another process generates it at the same moment, theirs wins.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(`no secret given and ${file} cannot be written: set it in the environment`);
    }
  }
  const secret = read();
  if (!secret) throw new ConfigError(`${file} holds no usable secret (at least 32 characters); delete it to generate one`);
  return secret;
}

export class ConfigError extends Error {}

/** Parses the environment once against a service's zod shape; stops the process early on a bad value. */
export function loadConfig<T extends z.ZodRawShape>(shape: T, env: NodeJS.ProcessEnv = process.env) {
  const schema = z.object({ ...sharedEnv, ...shape }).superRefine((config, ctx) => checkKafkaSecurity(config, ctx));
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const config = parsed.data as z.infer<typeof schema>;
  const shared = config as unknown as { NODE_ENV: string; INTERNAL_TOKEN_SECRET?: string };
  if (!shared.INTERNAL_TOKEN_SECRET) {
    if (shared.NODE_ENV === 'production') throw new ConfigError('INTERNAL_TOKEN_SECRET must be set in production (at least 32 characters)');
    shared.INTERNAL_TOKEN_SECRET = localSecret('internal-token');
  }
  return config as typeof config & { INTERNAL_TOKEN_SECRET: string };
}

/** The database of one service on the shared Postgres server: `<POSTGRES_URL>/<name>`. */
export function databaseUrl(postgresUrl: string, database: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
