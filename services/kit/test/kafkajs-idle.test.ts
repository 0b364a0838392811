import { createRequire } from 'node:module';
import { createKafka, createLogger, kafkajsIdleLoopFixed } from '@screenshelf/kit';

const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const require = createRequire(import.meta.url);

// kafkajs 2.2.4 checked an empty request queue about once a millisecond on every open connection
// (kit events/kafkajs-idle.ts): against the real broker, an idle connection now checks only when a
// request is answered.
describe("kafkajs's request queue on an idle connection", () => {
  it('is fixed for the kafkajs version installed (look again at kafkajs-idle.ts after an upgrade)', () => {
    expect(kafkajsIdleLoopFixed).toBe(true);
  });

  it('does not check for pending requests while nothing is pending', async () => {
    const { prototype } = require('kafkajs/src/network/requestQueue/index.js') as { prototype: { checkPendingRequests(): void } };
    const original = prototype.checkPendingRequests;
    let checks = 0;
    prototype.checkPendingRequests = function counted(this: unknown) {
      checks += 1;
      return original.call(this);
    };
    const admin = createKafka('kafkajs-idle-test', BROKERS, createLogger('test', 'silent')).admin();
    try {
      await admin.connect();
      await admin.listTopics();
      const before = checks;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // Idle for two seconds: the loop made about 2,000 checks per connection; none are due now.
      expect(checks - before).toBeLessThan(20);
    } finally {
      prototype.checkPendingRequests = original;
      await admin.disconnect();
    }
  });
});
