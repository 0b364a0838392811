// Deletes the Kafka topics that test runs left behind on a local broker: names `<label>_<base36
// time>_<hex>.<topic>` (the unique ids tests give their stacks) created more than an hour ago, so
// a run under way keeps its own. A broker full of stale partitions restarts slowly (the fault
// tests restart it). CI's broker is fresh; this is for a development machine.
//
//   node scripts/prune-test-topics.mjs [broker]     (127.0.0.1:9092 unless told)
import { Kafka, logLevel } from 'kafkajs';

const TEST_TOPIC = /^(?:[a-z]+_)+([0-9a-z]{8,9})_[0-9a-f]{4,6}\./;
const MIN_AGE_MS = 60 * 60 * 1000;

const kafka = new Kafka({ clientId: 'prune-test-topics', brokers: [process.argv[2] ?? '127.0.0.1:9092'], logLevel: logLevel.NOTHING });
const admin = kafka.admin();
try {
  await admin.connect();
  const now = Date.now();
  const stale = (await admin.listTopics()).filter((name) => {
    const match = TEST_TOPIC.exec(name);
    const created = match ? parseInt(match[1], 36) : NaN;
    return Number.isFinite(created) && now - created > MIN_AGE_MS;
  });
  for (let i = 0; i < stale.length; i += 50) await admin.deleteTopics({ topics: stale.slice(i, i + 50), timeout: 30_000 });
  console.log(`stale test topics deleted: ${stale.length}`);
} catch (error) {
  // Hygiene only: a broker that does not answer is the tests' business, not this script's.
  console.log(`stale test topics not pruned: ${error instanceof Error ? error.message : error}`);
} finally {
  await admin.disconnect().catch(() => undefined);
}
