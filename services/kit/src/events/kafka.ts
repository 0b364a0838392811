import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import type { Logger } from 'pino';
import type { Topic } from './topics.js';

const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client that logs through pino. */
export function createKafka(clientId: string, brokers: string[], logger: Logger): Kafka {
  return new Kafka({
    clientId,
    brokers,
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

/** Creates topics that do not exist yet (3 partitions; replication from the broker's default). */
export async function ensureTopics(kafka: Kafka, topics: Topic[], topicPrefix = ''): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.map((t) => topicPrefix + t.name).filter((name) => !existing.has(name));
    if (missing.length) {
      await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: 3 })) });
    }
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
