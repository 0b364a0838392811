import type { AsyncHandlers } from '@screenshelf/kit';
import type { MarketplaceHandlers } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import type { Order } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Order.js';
import type { OrderView } from './use-cases/orders.js';
import { iso } from './use-cases/views.js';
import type { MarketplaceActions } from './use-cases/index.js';

type OrderRpc = 'PlaceOrder' | 'GetOrder' | 'ListOrders' | 'ValidateOrder' | 'CancelOrder' | 'DownloadFile';

/** An order as the contract shows it; the thumbnail stays an `/uploads/...` path (the gateway signs it). */
export const toOrder = ({ order, cancelable, cancelableUntil }: OrderView): Order => ({
  id: order.id,
  productId: order.product_id,
  productTitle: order.product_title,
  productType: order.product_type,
  type: order.type,
  thumbnailImgUrl: order.thumbnail_img_urls[0] ?? '',
  userId: order.user_id,
  sellerUserId: order.seller_user_id,
  amount: order.amount,
  status: order.status,
  referralId: order.referral_id,
  failureCode: order.failure_code,
  paidAt: iso(order.paid_at),
  cancelledAt: iso(order.cancelled_at),
  createdAt: order.created_at.toISOString(),
  cancelable,
  cancelableUntil: iso(cancelableUntil),
  firstDownloadedAt: iso(order.first_downloaded_at),
});

/** The order rpcs (product-spec §7 "Orders and reviews"; the files' download). */
export function orderHandlers(actions: MarketplaceActions): Pick<AsyncHandlers<MarketplaceHandlers>, OrderRpc> {
  return {
    async PlaceOrder(request, { caller }) {
      return toOrder(await actions.placeOrder(caller, { productId: request.productId, referralId: request.referralId, card: request.card }));
    },
    GetOrder: async (request, { caller }) => toOrder(await actions.getOrder(caller, request.id)),
    async ListOrders(request, { caller }) {
      const { orders, total } = await actions.listOrders(caller, { limit: request.limit, offset: request.offset });
      return { orders: orders.map(toOrder), total };
    },
    ValidateOrder: (request, { caller }) => actions.validateOrder(caller, request.id),
    CancelOrder: async (request, { caller, deadline }) =>
      toOrder(await actions.cancelOrder(caller, request.productId, request.cancelReason, deadline)),
    async DownloadFile(request, { caller }) {
      const file = await actions.downloadFile(caller, request.orderId, request.sort);
      return { data: Buffer.from(file.data), contentType: file.contentType, fileName: file.fileName };
    },
  };
}
