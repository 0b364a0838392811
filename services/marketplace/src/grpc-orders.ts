import { DomainError, type AsyncHandlers } from '@screenshelf/kit';
import type { MarketplaceHandlers } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import type { MarketplaceActions } from './use-cases/index.js';

type OrderRpc = 'PlaceOrder' | 'GetOrder' | 'ListOrders' | 'ValidateOrder' | 'CancelOrder' | 'DownloadFile';

const unimplemented = (rpc: string) => async (): Promise<never> => {
  throw new DomainError('SERVER_ERROR', `Marketplace.${rpc} is not implemented yet`, 'internal');
};

/** The order rpcs. A stub: the orders part replaces this file (src/use-cases/orders.ts, src/domain/orders.ts). */
export function orderHandlers(_actions: MarketplaceActions): Pick<AsyncHandlers<MarketplaceHandlers>, OrderRpc> {
  return {
    PlaceOrder: unimplemented('PlaceOrder'),
    GetOrder: unimplemented('GetOrder'),
    ListOrders: unimplemented('ListOrders'),
    ValidateOrder: unimplemented('ValidateOrder'),
    CancelOrder: unimplemented('CancelOrder'),
    DownloadFile: unimplemented('DownloadFile'),
  };
}
