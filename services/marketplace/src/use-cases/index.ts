import { marketplaceContext, type MarketplaceDeps } from './context.js';
import { fileRemovals } from './file-removals.js';
import { ordering } from './orders.js';
import { products } from './products.js';
import { revenues } from './revenues.js';
import { reviews } from './reviews.js';
import { uploads } from './uploads.js';

export type { MarketplaceDeps } from './context.js';

/**
 * The marketplace use cases, one module each (products, uploads, reviews, revenues; orders by the
 * orders part), applied to the database, the storage and the payment provider. Every change runs
 * in a transaction that also writes its marketplace.order event.
 */
export function marketplaceActions(deps: MarketplaceDeps) {
  const ctx = marketplaceContext(deps);
  return {
    ctx,
    ...products(ctx),
    ...uploads(ctx),
    ...reviews(ctx),
    ...revenues(ctx),
    ...ordering(ctx),
    sweepFileRemovals: fileRemovals(ctx).sweepFileRemovals,
  };
}

export type MarketplaceActions = ReturnType<typeof marketplaceActions>;
