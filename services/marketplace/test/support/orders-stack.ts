import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createGrpcClient, createKafka, createLogger, decodeMessage, DomainError, Topics, type Caller } from '@screenshelf/kit';
import type { OrderEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/OrderEvent.js';
import type { MarketplaceClient } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import { mintCallerToken, uniqueName } from '@screenshelf/kit/testing';
import { startDevPayments, TEST_CARDS } from '@screenshelf/dev-payments/server.js';
import { marketplaceConfig } from '../../src/config.js';
import { startMarketplace } from '../../src/service.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

/** A card typed in for one order (dev-payments test cards). */
export const cardOf = (cardNumber: string = TEST_CARDS.ok) => ({
  cardNumber,
  cardExpirationYear: '30',
  cardExpirationMonth: '12',
  customerIdentityNumber: '900101',
});

/**
 * The marketplace on its own database with a dev-payments server, both on free ports, and the
 * gRPC client a gateway would use. Products and users are written straight into the database.
 */
export async function startOrdersStack(options: { paymentTimeoutMs?: number; slowMs?: number } = {}) {
  const id = uniqueName('mkt');
  const payments = await startDevPayments({ port: 0, slowMs: options.slowMs });
  const market = await startMarketplace(
    marketplaceConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      KAFKA_TOPIC_PREFIX: `${id}.`,
      MARKETPLACE_GRPC_PORT: '0',
      MARKETPLACE_DATABASE: `marketplace_${id}`,
      MARKETPLACE_CONSUMER_GROUP: `marketplace_${id}`,
      MARKETPLACE_STORAGE_DIR: mkdtempSync(path.join(tmpdir(), 'marketplace-orders-')),
      MARKETPLACE_RECONCILE_INTERVAL_MS: '0',
      PAYMENTS_BASE_URL: payments.url,
      PAYMENTS_TIMEOUT_MS: String(options.paymentTimeoutMs ?? 15_000),
    }),
    createLogger('marketplace-test', (process.env.TEST_LOG as 'silent') ?? 'silent'),
  );
  const client = createGrpcClient<MarketplaceClient>('marketplace.proto', 'screenshelf.marketplace.v1.Marketplace', `127.0.0.1:${market.port}`);
  const { pool } = market;

  /** A user in marketplace's projection of identity users. */
  async function seedUser(role: Caller['role'] = 'USER', paid = false) {
    const userId = randomUUID();
    const referralId = `ref${randomUUID().slice(0, 8)}`;
    await pool.query(`INSERT INTO users (id, email, name, referral_id, role) VALUES ($1, $2, $3, $4, $5)`, [
      userId,
      `${userId.slice(0, 8)}@example.com`,
      `user ${userId.slice(0, 4)}`,
      referralId,
      role,
    ]);
    const caller: Caller = { userId, role, plan: paid ? 'PERSONAL_PRO' : 'STARTER', paid };
    return { userId, referralId, caller, token: await mintCallerToken(caller) };
  }

  /** A published product (a template unless told), with one downloadable file stored. */
  async function seedProduct(sellerUserId: string, p: Partial<{
    type: 'TEMPLATE' | 'PORTFOLIO' | 'EBOOK' | 'WORKSHOP';
    amount: number;
    discountAmount: number;
    exclusiveFlag: boolean;
    useFlag: boolean;
    endFlag: boolean;
    maxPersonCnt: number;
    startsAt: Date | null;
  }> = {}) {
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
        `${type}_UI`,
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
    await market.storage.put(key, ...(await signed(key)), new TextEncoder().encode(`file of ${productId}`));
    await pool.query(`INSERT INTO product_files (product_id, sort, key, name, size, content_type) VALUES ($1, 1, $2, 'kit.fig', 20, 'application/octet-stream')`, [
      productId,
      key,
    ]);
    return productId;
  }

  /** The expires and signature of a local upload URL for a key (as a seller's browser would get them). */
  async function signed(key: string): Promise<[string, string]> {
    const url = new URL((await market.storage.presignUpload(key, 'application/octet-stream')).uploadUrl, 'http://local');
    return [url.searchParams.get('expires')!, url.searchParams.get('signature')!];
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
  /** Payments the provider holds for an order id prefix (all of one test's orders). */
  const chargesFor = (orderIds: string[]) => {
    const wanted = new Set(orderIds.map((o) => `mkt_${o.replace(/-/g, '')}`));
    return payments.charges().filter((c) => wanted.has(c.orderId));
  };
  // Every marketplace.order event the outbox relay published, read back from Kafka.
  const events: OrderEvent__Output[] = [];
  const kafka = createKafka(`${id}-reader`, (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), createLogger('kafka', 'silent'));
  const reader = kafka.consumer({ groupId: `${id}-reader` });
  await reader.connect();
  await reader.subscribe({ topic: `${id}.${Topics.marketplaceOrder.name}`, fromBeginning: true });
  await reader.run({
    eachMessage: async ({ message }) => {
      events.push(decodeMessage<OrderEvent__Output>(Topics.marketplaceOrder.message, message.value!));
    },
  });
  /** The kinds of a product's events, in order. */
  const eventsOf = (productId: string) => events.filter((e) => e.productId === productId).map((e) => e.kind);

  async function stop() {
    await reader.disconnect();
    client.close();
    await market.stop();
    await payments.stop();
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "marketplace_${id}" WITH (FORCE)`);
    await admin.end();
  }

  return { market, payments, client, pool, seedUser, seedProduct, codeOf, orderRows, productRow, chargesFor, events, eventsOf, stop };
}

export type OrdersStack = Awaited<ReturnType<typeof startOrdersStack>>;
