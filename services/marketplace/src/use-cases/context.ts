import { forbidden, requireSignedIn, withTransaction, type Caller, type Logger, type PaymentProvider, type Pool, type Tx } from '@screenshelf/kit';
import type { Storage } from '@screenshelf/kit/storage';
import { marketplaceError } from '../domain/errors.js';
import { publishMarketplaceChange, type MarketplaceChange } from '../events.js';
import type { ProductRow } from '../store.js';

/**
 * What every marketplace use case shares. Only orders use the payment provider (products, reviews
 * and revenues never charge); `paymentTimeoutMs` is how long its calls may take before an outcome
 * counts as unknown (then settled by order id).
 */
export interface MarketplaceDeps {
  pool: Pool;
  storage: Storage;
  logger: Logger;
  provider: PaymentProvider;
  paymentTimeoutMs: number;
}

export type Publish = (change: MarketplaceChange) => Promise<void>;

export const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === constraint;

export { isUuid } from '@screenshelf/kit';

/** A signed-in caller's id. */
export function signedIn(caller: Caller): string {
  requireSignedIn(caller);
  return caller.userId!;
}

/** A seller (or an admin) acting: SELLER_REQUIRED otherwise. */
export function requireSeller(caller: Caller, variant?: string): string {
  const id = signedIn(caller);
  if (caller.role !== 'SELLER' && caller.role !== 'ADMIN') throw marketplaceError('SELLER_REQUIRED', { variant });
  return id;
}

/** The product's seller or an admin. */
export function requireOwner(caller: Caller, product: ProductRow): void {
  const id = signedIn(caller);
  if (product.seller_user_id !== id && caller.role !== 'ADMIN') throw marketplaceError('NOT_PRODUCT_OWNER');
}

/** The seller a call is about: the caller ("" ), or anyone for an admin; a seller naming another is FORBIDDEN. */
export function sellerSubject(caller: Caller, sellerUserId: string): string {
  const id = signedIn(caller);
  if (!sellerUserId || sellerUserId === id) return id;
  if (caller.role !== 'ADMIN') throw forbidden('You can only see your own sales');
  return sellerUserId;
}

/** The event fields of a product. */
export const productChange = (kind: MarketplaceChange['kind'], p: ProductRow, extra: Partial<MarketplaceChange> = {}): MarketplaceChange => ({
  kind,
  productId: p.id,
  sellerUserId: p.seller_user_id,
  productType: p.product_type,
  productVersion: p.version,
  ...extra,
});

export function marketplaceContext(deps: MarketplaceDeps) {
  /** Runs a change in a transaction that also writes its marketplace.order events. */
  const change = <T>(work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> =>
    withTransaction(deps.pool, (tx) => work(tx, (c) => publishMarketplaceChange(tx, c)));

  return { ...deps, change };
}

export type MarketplaceContext = ReturnType<typeof marketplaceContext>;
