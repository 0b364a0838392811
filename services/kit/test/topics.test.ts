import { ConfigResourceTypes } from 'kafkajs';
import pg from 'pg';
import { createKafka, createLogger, databaseUrl, deleteTopicsWithPrefix, ensureTopics, startService, Topics } from '@screenshelf/kit';
import { TEST_TOKEN_SECRET, uniqueName } from '@screenshelf/kit/testing';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** Who creates Kafka topics: the services locally, a chart Job (create-topics-main) in a cluster. */
describe('Kafka topics', () => {
  const id = uniqueName('topics');
  const prefix = `${id}.`;
  const logger = createLogger('test', 'silent');
  const kafka = createKafka('topics-test', BROKERS, logger);
  const ours = async () => (await listTopics()).filter((name) => name.startsWith(prefix)).sort();
  const listTopics = async () => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      return await admin.listTopics();
    } finally {
      await admin.disconnect();
    }
  };

  afterAll(async () => {
    await deleteTopicsWithPrefix(kafka, prefix).catch(() => undefined);
    const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "kit_${id}" WITH (FORCE)`);
    await client.end();
  });

  it('leaves topic creation to the cluster when KAFKA_CREATE_TOPICS=false', async () => {
    const service = await startService({
      name: 'topics-test',
      config: {
        databaseUrl: databaseUrl(POSTGRES_URL, `kit_${id}`),
        KAFKA_BROKERS: BROKERS,
        KAFKA_TOPIC_PREFIX: prefix,
        KAFKA_CREATE_TOPICS: false,
        REDIS_URL: 'redis://127.0.0.1:6379',
        BIND_HOST: '127.0.0.1',
        INTERNAL_TOKEN_SECRET: TEST_TOKEN_SECRET,
      },
      logger,
      grpcPort: 0,
      migrations: null,
      topics: [Topics.catalogApp, Topics.identityUser],
      outbox: true,
      wire: async () => ({ services: [], expose: {} }),
    });
    await service.stop();
    expect(await ours()).toEqual([]);
  });

  it('creates every missing topic once with the partitions and retention asked (the Job)', async () => {
    const created = await ensureTopics(kafka, Object.values(Topics), prefix, { partitions: 2, retentionMs: 3_600_000 });
    expect(created.sort()).toEqual(Object.values(Topics).map((t) => prefix + t.name).sort());
    expect(await ensureTopics(kafka, Object.values(Topics), prefix)).toEqual([]);

    const admin = kafka.admin();
    await admin.connect();
    try {
      const topic = prefix + Topics.catalogApp.name;
      const { topics } = await admin.fetchTopicMetadata({ topics: [topic] });
      expect(topics[0]!.partitions).toHaveLength(2);
      const { resources } = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [{ type: ConfigResourceTypes.TOPIC, name: topic, configNames: ['retention.ms'] }],
      });
      expect(resources[0]!.configEntries.find((e) => e.configName === 'retention.ms')?.configValue).toBe('3600000');
    } finally {
      await admin.disconnect();
    }
  });
});
