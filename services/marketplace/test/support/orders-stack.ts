import { randomUUID } from 'node:crypto';
import { createKafka, createLogger, decodeMessage, DomainError, Topics, type Caller } from '@screenshelf/kit';
import type { OrderEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/OrderEvent.js';
import { startDevPayments, TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { startMarket } from './market.js';

/** A card typed in for one order (dev-payments test cards). */
export const cardOf = (cardNumber: string = TEST_CARDS.ok) => ({
  cardNumber,
  cardExpirationYear: '30',
  cardExpirationMonth: '12',
  customerIdentityNumber: '900101',
});

/**
 * The marketplace test harness (startMarket) paying through a dev-payments server on a free port,
 * with what the order tests look at: the provider's payments, the order and product rows, and the
 * marketplace.order events read back from Kafka. Products are written straight into the database,
 * so a test chooses seats, start times and flags freely.
 */
export async function startOrdersStack(options: { paymentTimeoutMs?: number; slowMs?: number } = {}) {
  const payments = await startDevPayments({ port: 0, slowMs: options.slowMs });
  const m = await startMarket({
    PAYMENTS_BASE_URL: payments.url,
    PAYMENTS_TIMEOUT_MS: String(options.paymentTimeoutMs ?? 15_000),
    MARKETPLACE_RECONCILE_INTERVAL_MS: '0',
  });
  const { client, service: market } = m;
  const { pool } = market;

  /** A user with a caller token minted now (tokens live 60 s: mint per test). */
  async function seedUser(role: Caller['role'] = 'USER', paid = false) {
    const person = await m.person(role, { paid });
    return { userId: person.id, referralId: person.referralId, caller: person.caller, token: await person.token() };
  }

  /** A published product (a template unless told), with one downloadable file stored. */
  async function seedProduct(
    sellerUserId: string,
    p: Partial<{
      type: 'TEMPLATE' | 'PORTFOLIO' | 'EBOOK' | 'WORKSHOP';
      amount: number;
      discountAmount: number;
      exclusiveFlag: boolean;
      useFlag: boolean;
      endFlag: boolean;
      maxPersonCnt: number;
      startsAt: Date | null;
    }> = {},
  ) {
    const type = p.type ?? 'TEMPLATE';
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO products (seller_user_id, product_type, type, title, amount, discount_amount, product_code, thumbnail_img_urls,
         exclusive_flag, use_flag, end_flag, max_person_cnt, starts_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        sellerUserId,
        type === 'WORKSHOP' ? 'CLASS' : 'TEMPLATE',
        type,
        `${type} ${randomUUID().slice(0, 6)}`,
        p.amount ?? 30_000,
        p.discountAmount ?? 5_000,
        type === 'WORKSHOP' ? 'WORKSHOP_FIGMA' : 'DASHBOARD',
        [`products/${sellerUserId}/thumbnails/cover.png`],
        p.exclusiveFlag ?? false,
        p.useFlag ?? true,
        p.endFlag ?? false,
        p.maxPersonCnt ?? (type === 'WORKSHOP' ? 10 : 0),
        p.startsAt === undefined ? (type === 'WORKSHOP' ? new Date(Date.now() + 7 * 86_400_000) : null) : p.startsAt,
      ],
    );
    const productId = rows[0]!.id;
    const key = `products/${sellerUserId}/files/kit-${productId.replace(/-/g, '')}.fig`;
    const slot = new URL((await market.storage.presignUpload(key, 'application/octet-stream')).uploadUrl, 'http://gateway');
    const data = new TextEncoder().encode(`file of ${productId}`);
    await market.storage.put(key, slot.searchParams.get('expires')!, slot.searchParams.get('signature')!, data);
    await pool.query(
      `INSERT INTO product_files (product_id, sort, key, name, size, content_type) VALUES ($1, 1, $2, 'kit.fig', $3, 'application/octet-stream')`,
      [productId, key, data.byteLength],
    );
    return productId;
  }

  /** The errorCode a call fails with (a success fails the test). */
  const codeOf = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (error) {
      if (error instanceof DomainError) return error.errorCode;
      throw error;
    }
    throw new Error('expected the call to fail');
  };

  const orderRows = (productId: string) =>
    pool.query('SELECT * FROM orders WHERE product_id = $1 ORDER BY created_at', [productId]).then((r) => r.rows);
  const productRow = (productId: string) =>
    pool.query('SELECT seats_taken, order_count, version FROM products WHERE id = $1', [productId]).then((r) => r.rows[0]);
  /** The provider's payments of some orders (their provider order ids are `mkt_<order id without dashes>`). */
  const chargesFor = (orderIds: string[]) => {
    const wanted = new Set(orderIds.map((o) => `mkt_${o.replace(/-/g, '')}`));
    return payments.charges().filter((c) => wanted.has(c.orderId));
  };

  // Every marketplace.order event the outbox relay published, read back from Kafka.
  const events: OrderEvent__Output[] = [];
  const kafka = createKafka(`${m.id}-reader`, (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('kafka', 'silent'));
  const reader = kafka.consumer({ groupId: `${m.id}-reader` });
  await reader.connect();
  await reader.subscribe({ topic: `${m.id}.${Topics.marketplaceOrder.name}`, fromBeginning: true });
  await reader.run({
    eachMessage: async ({ message }) => {
      events.push(decodeMessage<OrderEvent__Output>(Topics.marketplaceOrder.message, message.value!));
    },
  });
  /** The kinds of a product's events, in order. */
  const eventsOf = (productId: string) => events.filter((e) => e.productId === productId).map((e) => e.kind);

  async function stop() {
    await reader.disconnect();
    await m.stop();
    await payments.stop();
  }

  return { market, payments, client, pool, seedUser, seedProduct, codeOf, orderRows, productRow, chargesFor, events, eventsOf, stop };
}

export type OrdersStack = Awaited<ReturnType<typeof startOrdersStack>>;
