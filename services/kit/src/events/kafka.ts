import { readFileSync } from 'node:fs';
import { Kafka, logLevel, type KafkaConfig, type LogEntry, type SASLOptions } from 'kafkajs';
import type { Logger } from 'pino';
import { ConfigError, type KafkaSaslMechanism } from '../config.js';
import type { Topic } from './topics.js';
// Before any client exists: the fix of kafkajs's idle loop (see there).
export { kafkajsIdleLoopFixed } from './kafkajs-idle.js';

/** The shared Kafka variables (kit config.ts), as every service's config carries them. */
export interface KafkaConnectionConfig {
  KAFKA_BROKERS: string[];
  KAFKA_SSL?: boolean;
  KAFKA_SSL_CA?: string;
  KAFKA_SASL_MECHANISM?: KafkaSaslMechanism;
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
  KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY?: string;
  KAFKA_SASL_AWS_SESSION_TOKEN?: string;
}

/**
 * The kafkajs connection options of a config: brokers, TLS (the system's CAs, or KAFKA_SSL_CA's PEM
 * file), SASL. `readFile` is for tests. The config loader has already refused inconsistent settings.
 */
export function kafkaConnectionOptions(
  config: KafkaConnectionConfig,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Pick<KafkaConfig, 'brokers' | 'ssl' | 'sasl'> {
  let ssl: KafkaConfig['ssl'] = undefined;
  if (config.KAFKA_SSL) {
    if (config.KAFKA_SSL_CA) {
      const file = config.KAFKA_SSL_CA;
      let ca: string;
      try {
        ca = readFile(file);
      } catch (error) {
        throw new ConfigError(`KAFKA_SSL_CA: cannot read ${file} (${(error as Error).message})`);
      }
      ssl = { ca: [ca], rejectUnauthorized: true };
    } else {
      ssl = true;
    }
  }
  const mechanism = config.KAFKA_SASL_MECHANISM;
  const username = config.KAFKA_SASL_USERNAME ?? '';
  const password = config.KAFKA_SASL_PASSWORD ?? '';
  let sasl: SASLOptions | undefined;
  if (mechanism === 'aws') {
    sasl = {
      mechanism: 'aws',
      authorizationIdentity: config.KAFKA_SASL_AWS_AUTHORIZATION_IDENTITY ?? '',
      accessKeyId: username,
      secretAccessKey: password,
      ...(config.KAFKA_SASL_AWS_SESSION_TOKEN && { sessionToken: config.KAFKA_SASL_AWS_SESSION_TOKEN }),
    };
  } else if (mechanism) {
    sasl = { mechanism, username, password };
  }
  return { brokers: config.KAFKA_BROKERS, ...(ssl !== undefined && { ssl }), ...(sasl && { sasl }) };
}

const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client that logs through pino: plain brokers (tests), or a config's brokers, TLS and SASL. */
export function createKafka(clientId: string, connection: string[] | KafkaConnectionConfig, logger: Logger): Kafka {
  return new Kafka({
    clientId,
    ...kafkaConnectionOptions(Array.isArray(connection) ? { KAFKA_BROKERS: connection } : connection),
    connectionTimeout: 3000,
    retry: { retries: 5, initialRetryTime: 300 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }: LogEntry) => {
        const { message, ...extra } = log;
        // kafkajs logs every broker reconnection as an error; warn is enough, the relay and consumer retry.
        logger[level === logLevel.ERROR ? 'warn' : (levels[level] ?? 'info')]({ kafka: extra }, message);
      },
  });
}

export interface TopicSettings {
  /** 3 unless told. */
  partitions?: number;
  /** The broker's default unless told. */
  replicationFactor?: number;
  /** `retention.ms`; the broker's default unless told. */
  retentionMs?: number;
}

/**
 * Creates topics that do not exist yet (3 partitions; replication and retention from the broker's
 * defaults unless `settings` says); answers the names it created. Topics that exist are left as they are.
 */
export async function ensureTopics(kafka: Kafka, topics: Topic[], topicPrefix = '', settings: TopicSettings = {}): Promise<string[]> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.map((t) => topicPrefix + t.name).filter((name) => !existing.has(name));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: settings.partitions ?? 3,
          ...(settings.replicationFactor && { replicationFactor: settings.replicationFactor }),
          ...(settings.retentionMs && { configEntries: [{ name: 'retention.ms', value: String(settings.retentionMs) }] }),
        })),
      });
    }
    return missing;
  } finally {
    await admin.disconnect();
  }
}

/** Deletes every topic whose name starts with `prefix` (a test run's own topics); never an empty prefix. */
export async function deleteTopicsWithPrefix(kafka: Kafka, prefix: string): Promise<number> {
  if (!prefix) throw new Error('deleteTopicsWithPrefix needs a prefix');
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((name) => name.startsWith(prefix));
    if (topics.length) await admin.deleteTopics({ topics, timeout: 10_000 });
    return topics.length;
  } finally {
    await admin.disconnect();
  }
}
