import { randomUUID } from 'node:crypto';
import {
  createKafka,
  createLogger,
  decodeMessage,
  encodeMessage,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  Topics,
} from '@screenshelf/kit';
import type { OrderEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/OrderEvent.js';
import { mintCallerToken, waitFor } from '@screenshelf/kit/testing';
import { startMarket, type Market } from './support/market.js';

// The identity.user projection (fed through the real Kafka) and the marketplace.order events the outbox publishes.
describe('marketplace events', () => {
  let m: Market;
  const logger = createLogger('test', 'silent');
  const kafka = createKafka('marketplace-test', (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logger);
  const producer = kafka.producer();
  const consumer = kafka.consumer({ groupId: `marketplace-test-${randomUUID()}` });
  const seen: { key: string; type: string; event: OrderEvent__Output }[] = [];

  beforeAll(async () => {
    m = await startMarket();
    await producer.connect();
    await consumer.connect();
    await consumer.subscribe({ topic: `${m.id}.${Topics.marketplaceOrder.name}`, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ message }) => {
        seen.push({
          key: message.key?.toString() ?? '',
          type: message.headers?.[EVENT_TYPE_HEADER]?.toString() ?? '',
          event: decodeMessage<OrderEvent__Output>(Topics.marketplaceOrder.message, message.value!),
        });
      },
    });
    await m.service.consumer!.ready;
  });
  afterAll(async () => {
    await consumer.disconnect();
    await producer.disconnect();
    await m?.stop();
  });

  const publishUser = async (message: object & { kind: string; userId: string }) => {
    const eventId = randomUUID();
    await producer.send({
      topic: `${m.id}.${Topics.identityUser.name}`,
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
  const applied = (eventId: string) =>
    waitFor(
      async () => (await m.service.pool.query('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId])).rowCount === 1,
    );

  it('projects identity users with nickname, image, referral id and verification, and erases closed accounts', async () => {
    const userId = randomUUID();
    const user = {
      id: userId,
      email: 'seller@example.com',
      name: '박셀러',
      role: 'SELLER',
      isBizOwner: false,
      nickname: 'parkseller',
      image: 'https://example.com/p.png',
      referralId: `ref-${userId.slice(0, 6)}`,
      emailVerified: true,
    };
    await applied(await publishUser({ kind: 'user.registered', occurredAt: new Date().toISOString(), userId, user }));
    const seller = {
      caller: { userId, role: 'SELLER' as const, plan: 'STARTER', paid: false },
      id: userId,
      name: user.name,
      referralId: user.referralId,
    };
    const token = await mintCallerToken(seller.caller);
    const product = await m.client.CreateProduct(await m.templateInput({ ...seller, token: async () => token }), { token });
    // toMatchObject: the account fields are proto3 `optional` (seen by the seller and admins only), so
    // proto-loader adds its oneof markers (`_email: 'email'`) beside them.
    expect(product.user).toMatchObject({
      id: userId,
      name: '박셀러',
      nickname: 'parkseller',
      email: 'seller@example.com',
      emailVerified: true,
      image: 'https://example.com/p.png',
      profileImage: 'https://example.com/p.png',
      referralId: user.referralId,
      role: 'SELLER',
    });

    await applied(
      await publishUser({
        kind: 'user.updated',
        occurredAt: new Date().toISOString(),
        userId,
        user: { ...user, nickname: 'park2' },
      }),
    );
    await expect(m.client.GetProduct({ id: product.id, type: '' }, { token })).resolves.toMatchObject({
      user: { nickname: 'park2' },
    });

    await applied(await publishUser({ kind: 'user.deleted', occurredAt: new Date().toISOString(), userId }));
    const { rows } = await m.service.pool.query(
      'SELECT email, name, nickname, referral_id, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1',
      [userId],
    );
    expect(rows).toEqual([{ email: null, name: '', nickname: '', referral_id: null, deleted: true }]);
    // A late update does not bring a closed account back.
    await applied(await publishUser({ kind: 'user.updated', occurredAt: new Date().toISOString(), userId, user }));
    expect((await m.service.pool.query('SELECT name FROM users WHERE id = $1', [userId])).rows).toEqual([{ name: '' }]);
  });

  it('publishes product and review changes keyed by product id, with rising versions', async () => {
    const seller = await m.person('SELLER');
    const draft = await m.client.CreateProduct(await m.templateInput(seller, { useFlag: false }), await m.as(seller));
    await m.client.UpdateProduct({ id: draft.id, product: { useFlag: true }, fields: ['useFlag'] }, await m.as(seller));
    await m.client.UpdateProduct({ id: draft.id, product: { title: 'New title' }, fields: ['title'] }, await m.as(seller));
    const buyer = await m.person('USER');
    await m.paidOrder(draft.id, buyer);
    await m.client.CreateReview({ productId: draft.id, starRate: 5, review: 'great' }, await m.as(buyer));
    await m.client.DeleteProduct({ id: draft.id }, await m.as(seller));

    const ofProduct = () => seen.filter((s) => s.key === draft.id);
    await waitFor(async () => ofProduct().length >= 4);
    expect(ofProduct().map((s) => [s.type, s.event.kind, s.event.productVersion])).toEqual([
      ['product.published', 'product.published', 2],
      ['product.changed', 'product.changed', 3],
      ['review.changed', 'review.changed', 4],
      ['product.deleted', 'product.deleted', 5],
    ]);
    expect(ofProduct()[2]!.event).toMatchObject({
      productId: draft.id,
      sellerUserId: seller.id,
      userId: buyer.id,
      productType: 'TEMPLATE',
      orderId: '',
    });
  });
});
