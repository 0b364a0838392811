// `node services/kit/dist/replay-dead-events-main.js <database> [consumer group]`: puts the events a
// consumer parked in <database>'s dead_events back on their Kafka topics, once their cause is mended
// (a bug fixed, a bad payload understood). Reads POSTGRES_URL and KAFKA_BROKERS like the services.
import { createLogger } from './log.js';
import { createPool } from './db/postgres.js';
import { databaseUrl, loadConfig } from './config.js';
import { createKafka } from './events/kafka.js';
import { replayDeadEvents } from './events/consumer.js';

const [database, consumer] = process.argv.slice(2);
if (!database || !/^[a-z_][a-z0-9_]*$/.test(database)) {
  console.error('usage: replay-dead-events-main.js <database> [consumer group]   (e.g. search search)');
  process.exit(2);
}
const config = loadConfig({});
const logger = createLogger('replay-dead-events', config.LOG_LEVEL);
const pool = createPool(databaseUrl(config.POSTGRES_URL, database), 2);
try {
  const sent = await replayDeadEvents({ pool, kafka: createKafka('replay-dead-events', config, logger), consumer });
  console.log(JSON.stringify({ database, consumer: consumer ?? 'all', replayed: sent }));
} finally {
  await pool.end();
}
