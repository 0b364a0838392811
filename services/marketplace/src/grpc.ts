import { DomainError, type AsyncHandlers } from '@screenshelf/kit';
import type { MarketplaceHandlers } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import { orderHandlers } from './grpc-orders.js';
import type { MarketplaceActions } from './use-cases/index.js';

const notYet = (rpc: string) => async (): Promise<never> => {
  throw new DomainError('SERVER_ERROR', `Marketplace.${rpc} is not implemented yet`, 'internal');
};

/** The Marketplace gRPC service: products, uploads, reviews and revenues here; orders in grpc-orders.ts. */
export function marketplaceHandlers(actions: MarketplaceActions): AsyncHandlers<MarketplaceHandlers> {
  return {
    ListProducts: notYet('ListProducts'),
    GetProduct: notYet('GetProduct'),
    ListSellerProducts: notYet('ListSellerProducts'),
    CreateProduct: notYet('CreateProduct'),
    UpdateProduct: notYet('UpdateProduct'),
    DeleteProduct: notYet('DeleteProduct'),
    ListProductCodes: notYet('ListProductCodes'),
    PresignUpload: notYet('PresignUpload'),
    PutFile: notYet('PutFile'),
    GetImage: notYet('GetImage'),
    ListFiles: notYet('ListFiles'),
    CreateReview: notYet('CreateReview'),
    UpdateReview: notYet('UpdateReview'),
    DeleteReview: notYet('DeleteReview'),
    ListRevenues: notYet('ListRevenues'),
    GetRevenueTotal: notYet('GetRevenueTotal'),
    ...orderHandlers(actions),
  };
}
