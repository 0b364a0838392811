import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createKafka, createLogger, encodeMessage, EVENT_ID_HEADER, EVENT_TYPE_HEADER, Topics } from '@screenshelf/kit';
import { uniqueName, waitFor } from '@screenshelf/kit/testing';
import { startDevPayments, TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { membershipConfig } from '../src/config.js';
import { startMembership } from '../src/service.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

// The users projection is fed by identity.user events published to the real Kafka; a closed
// account keeps its payment records without the email.
describe('the identity.user projection', () => {
  const id = uniqueName('m');
  const logger = createLogger('test', 'silent');
  let payments: Awaited<ReturnType<typeof startDevPayments>>;
  let membership: Awaited<ReturnType<typeof startMembership>>;
  const kafka = createKafka('membership-test', (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logger);
  const producer = kafka.producer();
  // Between membership and the payment server: 'lost' forwards the request but answers 503, as when
  // the provider charged and the answer never arrived.
  let provider: 'up' | 'lost' = 'up';
  let proxy: Server;

  beforeAll(async () => {
    payments = await startDevPayments({ port: 0 });
    proxy = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const lose = provider === 'lost';
        void fetch(payments.url + req.url, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: chunks.length ? Buffer.concat(chunks) : undefined,
        }).then(async (answer) => {
          const text = await answer.text();
          if (lose) res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"PROVIDER_ERROR"}');
          else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    membership = await startMembership(
      membershipConfig({
        ...process.env,
        LOG_LEVEL: 'silent',
        KAFKA_TOPIC_PREFIX: `${id}.`,
        MEMBERSHIP_GRPC_PORT: '0',
        MEMBERSHIP_DATABASE: `membership_${id}`,
        MEMBERSHIP_CONSUMER_GROUP: `membership_${id}`,
        MEMBERSHIP_REDIS_PREFIX: `membership:${id}:`,
        MEMBERSHIP_BILLING_INTERVAL_MS: '0',
        PAYMENTS_BASE_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      }),
      logger,
    );
    await producer.connect();
    await membership.consumer.ready;
  });
  afterAll(async () => {
    await producer.disconnect();
    await membership?.stop();
    await payments?.stop();
    await new Promise((r) => proxy?.close(r));
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "membership_${id}" WITH (FORCE)`);
    await admin.end();
  });

  /** Publishes an identity.user event; answers its event id, which the consumer records once it has applied it. */
  const publish = async (message: object & { kind: string; userId: string }) => {
    const eventId = randomUUID();
    await producer.send({
      topic: `${id}.${Topics.identityUser.name}`,
      messages: [
        {
          key: message.userId,
          value: Buffer.from(encodeMessage(Topics.identityUser.message, message)),
          headers: { [EVENT_ID_HEADER]: eventId, [EVENT_TYPE_HEADER]: message.kind },
        },
      ],
    });
    return eventId;
  };
  /** The marker that an event was applied: its id in processed_events (written in the handler's transaction). */
  const applied = (eventId: string) =>
    waitFor(async () => (await membership.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId])).rowCount === 1);
  const userRow = async (userId: string) =>
    (await membership.pool.query('SELECT email, name, deleted FROM users WHERE id = $1', [userId])).rows[0] as
      { email: string | null; name: string; deleted: boolean } | undefined;

  it('adds and updates users, and erases a closed account but keeps its payments', async () => {
    const userId = randomUUID();
    const snapshot = { id: userId, email: 'kim@example.com', name: '김디자인', role: 'USER', isBizOwner: false };
    await publish({ kind: 'user.registered', occurredAt: new Date().toISOString(), userId, user: snapshot });
    expect(await waitFor(() => userRow(userId))).toEqual({ email: 'kim@example.com', name: '김디자인', deleted: false });
    await publish({
      kind: 'user.updated',
      occurredAt: new Date().toISOString(),
      userId,
      user: { ...snapshot, email: 'kim2@example.com' },
    });
    await waitFor(async () => (await userRow(userId))?.email === 'kim2@example.com');

    // A payment record with the email, made through the service itself.
    await membership.actions.subscribe(userId, {
      plan: 'PERSONAL_PRO',
      kind: 'MONTHLY',
      memberIds: [],
      card: { authKey: '', cardNumber: TEST_CARDS.ok, cardExpiryYear: '30', cardExpiryMonth: '12', customerIdentityNumber: '' },
    });
    const histories = () =>
      membership.pool.query('SELECT user_email, amount, status FROM membership_histories WHERE user_id = $1', [userId]);
    expect((await histories()).rows).toEqual([{ user_email: 'kim2@example.com', amount: 9900, status: 'CMPL' }]);

    await publish({ kind: 'user.deleted', occurredAt: new Date().toISOString(), userId });
    await waitFor(async () => (await userRow(userId))?.deleted === true);
    expect(await userRow(userId)).toEqual({ email: null, name: '', deleted: true });
    expect((await histories()).rows).toEqual([{ user_email: null, amount: 9900, status: 'CMPL' }]);
    const methods = await membership.pool.query(
      'SELECT billing_key FROM payment_methods WHERE user_id = $1 AND deleted_at IS NULL',
      [userId],
    );
    expect(methods.rows).toEqual([]);
    // A late update for a closed account does not bring the details back.
    await applied(await publish({ kind: 'user.updated', occurredAt: new Date().toISOString(), userId, user: snapshot }));
    expect(await userRow(userId)).toEqual({ email: null, name: '', deleted: true });
  });

  it('drops cached entitlements when a membership.subscription event names the user (another replica changed it)', async () => {
    const userId = randomUUID();
    const key = `membership:${id}:entitlement:v2:${userId}`;
    await membership.redis.set(key, JSON.stringify({ plan: 'GROUP_PRO', paid: true, features: [] }));
    expect(await membership.entitlements.get(userId)).toMatchObject({ plan: 'GROUP_PRO' });
    const event = {
      kind: 'subscription.expired',
      occurredAt: new Date().toISOString(),
      membershipId: randomUUID(),
      userIds: [userId],
      plan: 'GROUP_PRO',
    };
    await producer.send({
      topic: `${id}.${Topics.membershipSubscription.name}`,
      messages: [
        {
          key: event.membershipId,
          value: Buffer.from(encodeMessage(Topics.membershipSubscription.message, event)),
          headers: { [EVENT_ID_HEADER]: randomUUID() },
        },
      ],
    });
    await waitFor(async () => (await membership.redis.exists(key)) === 0);
    expect(await membership.entitlements.get(userId)).toMatchObject({ plan: 'STARTER', paid: false });
  });

  it('settles a first payment the provider did not answer, in a later billing run, without charging twice', async () => {
    const userId = randomUUID();
    await membership.pool.query("INSERT INTO users (id, email, name) VALUES ($1, 'lee@example.com', '이')", [userId]);
    const card = {
      authKey: '',
      cardNumber: TEST_CARDS.ok,
      cardExpiryYear: '30',
      cardExpiryMonth: '12',
      customerIdentityNumber: '',
    };
    await membership.actions.registerCard(userId, card, true);
    provider = 'lost';
    await expect(
      membership.actions.subscribe(userId, { plan: 'PERSONAL_PRO', kind: 'MONTHLY', memberIds: [] }),
    ).rejects.toMatchObject({
      errorCode: 'PAYMENT_PENDING',
    });
    expect(await membership.actions.view(userId)).toMatchObject({ found: true, status: 'PENDING', isActive: false });
    provider = 'up';
    // Not yet stale: left alone.
    expect((await membership.runBilling(new Date())).settled).toBe(0);
    const report = await membership.runBilling(new Date(Date.now() + 11 * 60_000));
    expect(report.settled).toBe(1);
    expect(await membership.actions.view(userId)).toMatchObject({ status: 'ACTIVE', isActive: true });
    const { membershipId } = await membership.actions.view(userId);
    expect(payments.charges().filter((p) => p.orderId === `sub_${membershipId!.replace(/-/g, '')}`)).toHaveLength(1);
  });
});
