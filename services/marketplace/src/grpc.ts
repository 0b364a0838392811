import type { AsyncHandlers } from '@screenshelf/kit';
import type { MarketplaceHandlers } from '@screenshelf/kit/gen/screenshelf/marketplace/v1/Marketplace.js';
import { orderHandlers } from './grpc-orders.js';
import type { MarketplaceActions } from './use-cases/index.js';

const EMPTY_INPUT = {
  type: '',
  title: '',
  description: '',
  amount: 0,
  discountAmount: -1,
  discountRate: -1,
  productCode: '',
  thumbnailImgUrls: [],
  detailImgUrls: [],
  files: [],
  pageCnt: 0,
  exclusiveFlag: false,
  useFlag: false,
  endFlag: false,
  maxPersonCnt: 0,
  startsAt: '',
  hiddenByAdmin: false,
};

/** The Marketplace gRPC service: products, uploads, reviews and revenues here; orders in grpc-orders.ts. */
export function marketplaceHandlers(actions: MarketplaceActions): AsyncHandlers<MarketplaceHandlers> {
  return {
    ListProducts: (request, { caller }) => actions.listProducts(caller, request),
    GetProduct: (request, { caller }) => actions.getProduct(caller, request.id, request.type),
    ListSellerProducts: (request, { caller }) => actions.listSellerProducts(caller, request),
    CreateProduct: (request, { caller }) => actions.createProduct(caller, request),
    UpdateProduct: (request, { caller }) =>
      actions.updateProduct(caller, request.id, request.product ?? EMPTY_INPUT, request.fields),
    DeleteProduct: (request, { caller }) => actions.deleteProduct(caller, request.id),
    ListProductCodes: async () => actions.listProductCodes(),

    PresignUpload: (request, { caller }) => actions.presignUpload(caller, request),
    PutFile: (request) => actions.putFile(request),
    GetImage: (request) => actions.getImage(request.key),
    ListFiles: (request, { caller }) => actions.listFiles(caller, request.id),

    CreateReview: (request, { caller }) => actions.createReview(caller, request),
    UpdateReview: (request, { caller }) => actions.updateReview(caller, request),
    DeleteReview: (request, { caller }) => actions.deleteReview(caller, request),

    ListRevenues: (request, { caller }) => actions.listRevenues(caller, request),
    GetRevenueTotal: (request, { caller }) => actions.revenueTotal(caller, request),

    ...orderHandlers(actions),
  };
}
