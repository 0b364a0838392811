import { appendEvent, identityUserProjection, Topics, type Logger, type Subscription, type Tx } from '@screenshelf/kit';
import type { OrderEvent } from '@screenshelf/kit/gen/screenshelf/events/v1/OrderEvent.js';
import { eraseUser, upsertUser } from './store.js';

export type OrderEventKind =
  | 'order.paid'
  | 'order.failed'
  | 'order.cancelled'
  | 'review.changed'
  | 'product.published'
  | 'product.changed'
  | 'product.deleted';

export interface MarketplaceChange {
  kind: OrderEventKind;
  productId: string;
  sellerUserId: string;
  productType: string;
  productVersion: number;
  orderId?: string;
  userId?: string;
  amount?: number;
}

/** Writes a marketplace.order event in the caller's transaction (the outbox relays it), keyed by product id. */
export async function publishMarketplaceChange(tx: Tx, change: MarketplaceChange): Promise<void> {
  const message: OrderEvent = {
    kind: change.kind,
    occurredAt: new Date().toISOString(),
    orderId: change.orderId ?? '',
    productId: change.productId,
    userId: change.userId ?? '',
    amount: change.amount ?? 0,
    sellerUserId: change.sellerUserId,
    productType: change.productType,
    productVersion: change.productVersion,
  };
  await appendEvent(tx, { topic: Topics.marketplaceOrder, key: change.productId, type: change.kind, message });
}

/** Keeps the users projection: sellers' blocks, reviewers' names, referral ids; a closed account loses its personal fields. */
export const identityUserSubscription = (logger: Logger): Subscription =>
  identityUserProjection(logger, {
    upsert: (tx, user) =>
      upsertUser(tx, {
        id: user.id,
        email: user.email,
        name: user.name,
        nickname: user.nickname,
        image: user.image,
        referralId: user.referralId,
        emailVerified: user.emailVerified,
        role: user.role || 'USER',
      }),
    erase: eraseUser,
  });
