// `node services/kit/dist/create-topics-main.js`: creates every Kafka topic of the system that does
// not exist yet, with its partitions, replication and retention (a chart Job runs it once per release,
// and the services run with KAFKA_CREATE_TOPICS=false). Reads the shared Kafka variables (brokers,
// TLS, SASL, KAFKA_TOPIC_PREFIX) like the services, and:
//   KAFKA_TOPIC_PARTITIONS (3), KAFKA_TOPIC_REPLICATION_FACTOR (the broker's default),
//   KAFKA_TOPIC_RETENTION_MS (the broker's default).
// Topics that exist are left as they are. Prints one JSON line: the topics it created.
import { z } from 'zod';
import { createLogger } from './log.js';
import { loadConfig } from './config.js';
import { createKafka, ensureTopics } from './events/kafka.js';
import { Topics } from './events/topics.js';

const config = loadConfig({
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).default(3),
  KAFKA_TOPIC_REPLICATION_FACTOR: z.coerce.number().int().min(1).optional(),
  KAFKA_TOPIC_RETENTION_MS: z.coerce.number().int().min(1).optional(),
});
const logger = createLogger('create-topics', config.LOG_LEVEL);
const created = await ensureTopics(createKafka('create-topics', config, logger), Object.values(Topics), config.KAFKA_TOPIC_PREFIX, {
  partitions: config.KAFKA_TOPIC_PARTITIONS,
  replicationFactor: config.KAFKA_TOPIC_REPLICATION_FACTOR,
  retentionMs: config.KAFKA_TOPIC_RETENTION_MS,
});
console.log(JSON.stringify({ created, existing: Object.values(Topics).length - created.length }));
