import { Topics, type Subscription, type Tx } from '@screenshelf/kit';
import type { OrderEvent__Output } from '@screenshelf/kit/gen/screenshelf/events/v1/OrderEvent.js';
import { upsertProductSeller } from './store.js';

/** Learns who sells each product from marketplace.order (every product event names its seller); idempotent. */
export function productSellerSubscription(): Subscription {
  return {
    topic: Topics.marketplaceOrder,
    async handle(event: { message: OrderEvent__Output }, tx: Tx) {
      const { productId, sellerUserId } = event.message;
      if (productId && sellerUserId) await upsertProductSeller(tx, productId, sellerUserId);
    },
  };
}
