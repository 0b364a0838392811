import { EventEmitter } from 'node:events';
import type { Kafka } from 'kafkajs';
import { createLogger, type Pool } from '../src/index.js';
import { startConsumer } from '../src/events/consumer.js';
import { Topics } from '../src/events/topics.js';

/**
 * kafkajs restarts a crashed consumer only after a retriable error; a non-retriable one (seen after a
 * broker outage: "KafkaJSNonRetriableError: Connection error" while rejoining) left the consumer
 * stopped for good, so the service heard no event again (the Kafka outage fault test caught it once
 * in a full run: a change never reached Elasticsearch). A fake kafkajs consumer shows the kit's
 * consumer connecting and running it again, waiting longer while the broker stays away.
 */
function fakeKafka() {
  const calls: string[] = [];
  const emitter = new EventEmitter();
  let failConnects = 0;
  const consumer = {
    events: { GROUP_JOIN: 'consumer.group_join', CRASH: 'consumer.crash' },
    on: (name: string, listener: (event: unknown) => void) => emitter.on(name, listener),
    connect: async () => {
      calls.push('connect');
      if (failConnects > 0) {
        failConnects--;
        throw Object.assign(new Error('Connection error: connect ECONNREFUSED'), { name: 'KafkaJSConnectionError' });
      }
    },
    subscribe: async () => void calls.push('subscribe'),
    run: async () => {
      calls.push('run');
      emitter.emit('consumer.group_join', { payload: {} });
    },
    disconnect: async () => void calls.push('disconnect'),
  };
  const kafka = { consumer: () => consumer } as unknown as Kafka;
  const crash = (restart: boolean) =>
    emitter.emit('consumer.crash', { payload: { restart, error: Object.assign(new Error('Connection error'), { name: 'KafkaJSNonRetriableError' }) } });
  const join = () => emitter.emit('consumer.group_join', { payload: {} });
  return { kafka, calls, crash, join, failNextConnects: (n: number) => (failConnects = n) };
}

const start = (kafka: Kafka) =>
  startConsumer({
    kafka,
    pool: {} as Pool,
    logger: createLogger('test', 'silent'),
    groupId: 'revival',
    subscriptions: [{ topic: Topics.catalogApp, handle: async () => undefined }],
    createTopics: false,
    maxWaitMs: 50,
  });

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('a consumer kafkajs will not restart', () => {
  it('is connected and run again, also when the broker refuses the first tries', async () => {
    const fake = fakeKafka();
    const consumer = await start(fake.kafka);
    expect(fake.calls).toEqual(['connect', 'subscribe', 'run']);
    fake.failNextConnects(2);
    fake.crash(false);
    // Two refused connects, then a connect and a run (the waits capped at maxWaitMs).
    await until(() => fake.calls.filter((c) => c === 'run').length === 2);
    expect(fake.calls.slice(3)).toEqual(['connect', 'connect', 'connect', 'run']);
    await consumer.stop();
  });

  it('is left to kafkajs when kafkajs restarts it, and never started again once stopping', async () => {
    const fake = fakeKafka();
    const consumer = await start(fake.kafka);
    fake.crash(true);
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.calls).toEqual(['connect', 'subscribe', 'run']);
    // kafkajs's own restart rejoins the group.
    fake.join();
    await consumer.stop();
    fake.crash(false);
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.calls).toEqual(['connect', 'subscribe', 'run', 'disconnect']);
  });
});
