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
  INTERNAL_TOKEN_SECRET: z.string().min(32).default('screenshelf-local-internal-token-secret-change-me'),
  /** Prepended to every Kafka topic; lets several environments (or test runs) share one cluster. */
  KAFKA_TOPIC_PREFIX: z.string().regex(/^[a-zA-Z0-9._-]*$/).default(''),
  PROTO_DIR: z.string().optional(),
};

export const DEV_TOKEN_SECRET = 'screenshelf-local-internal-token-secret-change-me';

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
  const { NODE_ENV, INTERNAL_TOKEN_SECRET } = config as unknown as { NODE_ENV: string; INTERNAL_TOKEN_SECRET: string };
  if (NODE_ENV === 'production' && INTERNAL_TOKEN_SECRET === DEV_TOKEN_SECRET) {
    throw new ConfigError('INTERNAL_TOKEN_SECRET must be set in production');
  }
  return config;
}

/** The database of one service on the shared Postgres server: `<POSTGRES_URL>/<name>`. */
export function databaseUrl(postgresUrl: string, database: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
