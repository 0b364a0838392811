import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createGrpcClient, createLogger, VISITOR, type Caller, type PromiseClient } from '@screenshelf/kit';
import type { MarketplaceClient } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import type { ProductInput } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/ProductInput.js';
import { mintCallerToken, uniqueName } from '@screenshelf/kit/testing';
import { marketplaceConfig } from '../../src/config.js';
import { startMarketplace } from '../../src/service.js';
import { upsertUser } from '../../src/store.js';

const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

export type Market = Awaited<ReturnType<typeof startMarket>>;

/** A person of a test: their caller (the token the gateway would mint) and their projected user row. */
export interface Person {
  caller: Caller;
  id: string;
  name: string;
  referralId: string;
  token: () => Promise<string>;
}

/**
 * The marketplace on port 0 with its own database, topics and storage folder, and a gRPC client:
 * what every marketplace integration test starts from.
 */
export async function startMarket() {
  const id = uniqueName('mk');
  const storageDir = await mkdtemp(path.join(tmpdir(), 'marketplace-'));
  const database = `marketplace_${id}`;
  const service = await startMarketplace(
    marketplaceConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      KAFKA_TOPIC_PREFIX: `${id}.`,
      MARKETPLACE_GRPC_PORT: '0',
      MARKETPLACE_DATABASE: database,
      MARKETPLACE_CONSUMER_GROUP: `marketplace_${id}`,
      MARKETPLACE_STORAGE_DIR: storageDir,
    }),
    createLogger('test', 'silent'),
  );
  const client: PromiseClient<MarketplaceClient> = createGrpcClient<MarketplaceClient>(
    'marketplace.proto',
    'screenshelf.marketplace.v1.Marketplace',
    `127.0.0.1:${service.port}`,
  );

  /** A user identity knows (the projection is fed directly here; events.test.ts covers the consumer). */
  async function person(role: Caller['role'], { paid = false, name = `user ${role.toLowerCase()}` } = {}): Promise<Person> {
    const userId = randomUUID();
    const referralId = `ref${userId.slice(0, 8)}`;
    await upsertUser(service.pool, {
      id: userId,
      email: `${userId.slice(0, 8)}@example.com`,
      name,
      nickname: `${name} nick`,
      image: '',
      referralId,
      emailVerified: true,
      role,
    });
    const caller: Caller = { userId, role, plan: paid ? 'PERSONAL_PRO' : 'STARTER', paid };
    return { caller, id: userId, name, referralId, token: () => mintCallerToken(caller) };
  }

  const as = async (who: Person | 'visitor') => ({ token: who === 'visitor' ? await mintCallerToken(VISITOR) : await who.token() });

  /** Uploads bytes the way the browser does: a presigned slot, then the signed PUT the gateway hands to PutFile. */
  async function upload(seller: Person, purpose: 'THUMBNAIL' | 'DETAIL' | 'FILE', fileName: string, data = Buffer.from(`bytes of ${fileName}`)) {
    const slot = await client.PresignUpload({ purpose, fileName, contentType: '' }, await as(seller));
    const url = new URL(slot.uploadUrl, 'http://gateway');
    await client.PutFile(
      {
        key: url.pathname.replace(/^\/uploads\//, ''),
        expires: url.searchParams.get('expires') ?? '',
        signature: url.searchParams.get('signature') ?? '',
        data,
        contentType: '',
      },
      await as('visitor'),
    );
    return slot;
  }

  /** A publishable template input (a thumbnail and one file uploaded by the seller). */
  async function templateInput(seller: Person, overrides: Partial<ProductInput> = {}): Promise<ProductInput> {
    const thumb = await upload(seller, 'THUMBNAIL', 'cover.png');
    const file = await upload(seller, 'FILE', 'kit.fig');
    return {
      type: 'TEMPLATE',
      title: 'Finance dashboard UI kit',
      description: 'A dashboard template for fintech apps',
      amount: 30000,
      discountAmount: -1,
      discountRate: -1,
      productCode: 'DASHBOARD',
      thumbnailImgUrls: [thumb.fileUrl],
      detailImgUrls: [],
      files: [{ key: file.key, name: 'kit.fig' }],
      pageCnt: 12,
      useFlag: true,
      ...overrides,
    };
  }

  /** A paid order row, as the orders part writes it once the provider has charged (fixtures for reviews and revenues). */
  async function paidOrder(
    productId: string,
    buyer: Person,
    { amount = 10000, paidAt = new Date(), status = 'CMPL', platformFee, referralPayout = 0 }: {
      amount?: number;
      paidAt?: Date;
      status?: 'CMPL' | 'CNCL';
      platformFee?: number;
      referralPayout?: number;
    } = {},
  ) {
    const { rows } = await service.pool.query<{ id: string }>(
      `INSERT INTO orders (product_id, user_id, seller_user_id, amount, status, platform_fee, referral_payout, paid_at, cancelled_at)
       SELECT id, $2, seller_user_id, $3, $4, $5, $6, $7, CASE WHEN $4 = 'CNCL' THEN $7::timestamptz + interval '1 hour' END
       FROM products WHERE id = $1 RETURNING id`,
      [productId, buyer.id, amount, status, platformFee ?? Math.floor((amount * 20) / 100), referralPayout, paidAt],
    );
    return rows[0]!.id;
  }

  async function stop() {
    client.close();
    await service.stop();
    await rm(storageDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin.end();
  }

  return { id, service, client, person, as, upload, templateInput, paidOrder, stop, storageDir };
}
