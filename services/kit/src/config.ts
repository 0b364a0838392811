import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
};

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
  const schema = z.object({ ...sharedEnv, ...shape });
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
