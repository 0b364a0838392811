import { isDependencyDown, startRepeating, Topics, type Logger, type Pool, type PromiseClient, type Subscription, type Tx } from '@screenshelf/kit';
import type { OrderEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/OrderEvent.js';
import type { MarketplaceClient } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import type { Product__Output } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Product.js';
import { nameTokens } from './domain/keywords.js';
import type { WriteTargets } from './events.js';
import type { Client, ProductDocument } from './indices.js';
import { bulk, indexOps } from './projection.js';
import { MAX_PASSAGE, type RetrievalFields } from './retrieval-fields.js';

const PRODUCT_EVENTS = new Set(['product.published', 'product.changed', 'product.deleted']);

/** A published product as search keeps it, with retrieval's tokens, passage and "needs a vector" marker. */
export function productDocument(p: Product__Output): ProductDocument & RetrievalFields {
  const codeNames = [p.productCodeName, p.productCodeNameEn].filter(Boolean).join(', ');
  return {
    productId: p.id,
    productType: p.productType,
    type: p.type,
    title: p.title,
    description: p.description,
    image: p.thumbnailImgUrls[0] ?? '',
    price: Number(p.price),
    productCode: p.productCode,
    exclusive: p.exclusiveFlag,
    sellerUserId: p.user?.id ?? '',
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    retrievalTokens: nameTokens(p.title, p.description, codeNames),
    passage: [p.title, p.description, codeNames].filter(Boolean).join('\n').slice(0, MAX_PASSAGE),
    needsVector: true,
  };
}

/** A product everyone may find: published, not retired. */
export const isFindable = (p: Product__Output) => p.useFlag && !p.deleted;

const isNotFound = (error: unknown) => {
  const e = error as { errorCode?: string; kind?: string };
  return e.kind === 'not_found' || e.errorCode === 'PRODUCT_NOT_FOUND';
};

/**
 * Marketplace products in search (its projection of `marketplace.order`, decided here: the events
 * carry no text, so each product event reads the product back from the marketplace as the search
 * service, which sees only what everyone sees). A published product is indexed (external version =
 * the event's product_version, so an older event never overwrites a newer one); an unpublished,
 * retired, deleted or unseen one is removed. Order and review events are not indexed. While the
 * marketplace is unavailable the consumer does not wait (it would hold every topic): the product is
 * noted in `pending_products` in the consumer's transaction and a repeating job reads it back later.
 */
export function productProjection(options: {
  es: Client;
  targets: WriteTargets;
  marketplace: PromiseClient<MarketplaceClient>;
  token: () => Promise<string>;
  logger: Logger;
}) {
  const { es, targets, marketplace, token, logger } = options;

  /** Reads the product back and indexes or removes it in every write target. */
  async function project(productId: string, version: number, deleted: boolean): Promise<void> {
    let product: Product__Output | undefined;
    if (!deleted) {
      try {
        product = await marketplace.GetProduct({ id: productId, type: '' }, { token: await token(), deadlineMs: 5000 });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    }
    const findable = product && isFindable(product);
    for (const target of targets.all()) {
      await bulk(
        es,
        findable
          ? indexOps(target.products, productId, productDocument(product!), version)
          : [{ delete: { _index: target.products, _id: productId, version, version_type: 'external' } }],
      );
    }
    logger.debug({ productId, findable }, 'product projected');
  }

  const note = (tx: Tx, productId: string, version: number, deleted: boolean) =>
    tx.query(
      `INSERT INTO pending_products (product_id, version, deleted) VALUES ($1, $2, $3)
       ON CONFLICT (product_id) DO UPDATE SET version = GREATEST(pending_products.version, EXCLUDED.version),
         deleted = CASE WHEN EXCLUDED.version >= pending_products.version THEN EXCLUDED.deleted ELSE pending_products.deleted END,
         noted_at = now()`,
      [productId, version, deleted],
    );

  const subscription: Subscription = {
    topic: Topics.marketplaceOrder,
    async handle(event: { message: OrderEvent__Output }, tx: Tx) {
      const { kind, productId, productVersion } = event.message;
      if (!PRODUCT_EVENTS.has(kind) || !productId) return;
      const version = Math.max(1, Number(productVersion) || 1);
      const deleted = kind === 'product.deleted';
      try {
        await project(productId, version, deleted);
      } catch (error) {
        if (!isDependencyDown(error)) throw error;
        logger.warn({ err: error, productId }, 'the marketplace is unavailable; the product is indexed later');
        await note(tx, productId, version, deleted);
      }
    },
  };

  /** One round of the products noted while the marketplace was away. */
  async function retryPending(pool: Pool): Promise<number> {
    const { rows } = await pool.query<{ product_id: string; version: string; deleted: boolean }>(
      'SELECT product_id, version, deleted FROM pending_products ORDER BY noted_at LIMIT 100',
    );
    for (const row of rows) {
      await project(row.product_id, Number(row.version), row.deleted);
      await pool.query('DELETE FROM pending_products WHERE product_id = $1 AND version = $2', [row.product_id, row.version]);
    }
    return rows.length;
  }

  return {
    subscription,
    retryPending,
    /** Retries the pending products every `intervalMs` (kit startRepeating). */
    startRetrying(pool: Pool, intervalMs: number) {
      return startRepeating({ name: 'pending products', run: () => retryPending(pool), intervalMs, logger });
    },
  };
}
