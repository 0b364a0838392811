import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CancelOrderRequest as _screenshelf_marketplace_v1_CancelOrderRequest, CancelOrderRequest__Output as _screenshelf_marketplace_v1_CancelOrderRequest__Output } from './screenshelf/marketplace/v1/CancelOrderRequest.js';
import type { Card as _screenshelf_marketplace_v1_Card, Card__Output as _screenshelf_marketplace_v1_Card__Output } from './screenshelf/marketplace/v1/Card.js';
import type { CreateReviewRequest as _screenshelf_marketplace_v1_CreateReviewRequest, CreateReviewRequest__Output as _screenshelf_marketplace_v1_CreateReviewRequest__Output } from './screenshelf/marketplace/v1/CreateReviewRequest.js';
import type { DeleteProductResult as _screenshelf_marketplace_v1_DeleteProductResult, DeleteProductResult__Output as _screenshelf_marketplace_v1_DeleteProductResult__Output } from './screenshelf/marketplace/v1/DeleteProductResult.js';
import type { DeleteReviewResult as _screenshelf_marketplace_v1_DeleteReviewResult, DeleteReviewResult__Output as _screenshelf_marketplace_v1_DeleteReviewResult__Output } from './screenshelf/marketplace/v1/DeleteReviewResult.js';
import type { DownloadFileRequest as _screenshelf_marketplace_v1_DownloadFileRequest, DownloadFileRequest__Output as _screenshelf_marketplace_v1_DownloadFileRequest__Output } from './screenshelf/marketplace/v1/DownloadFileRequest.js';
import type { FileContent as _screenshelf_marketplace_v1_FileContent, FileContent__Output as _screenshelf_marketplace_v1_FileContent__Output } from './screenshelf/marketplace/v1/FileContent.js';
import type { FileInput as _screenshelf_marketplace_v1_FileInput, FileInput__Output as _screenshelf_marketplace_v1_FileInput__Output } from './screenshelf/marketplace/v1/FileInput.js';
import type { FileList as _screenshelf_marketplace_v1_FileList, FileList__Output as _screenshelf_marketplace_v1_FileList__Output } from './screenshelf/marketplace/v1/FileList.js';
import type { GetImageRequest as _screenshelf_marketplace_v1_GetImageRequest, GetImageRequest__Output as _screenshelf_marketplace_v1_GetImageRequest__Output } from './screenshelf/marketplace/v1/GetImageRequest.js';
import type { GetProductRequest as _screenshelf_marketplace_v1_GetProductRequest, GetProductRequest__Output as _screenshelf_marketplace_v1_GetProductRequest__Output } from './screenshelf/marketplace/v1/GetProductRequest.js';
import type { ListOrdersRequest as _screenshelf_marketplace_v1_ListOrdersRequest, ListOrdersRequest__Output as _screenshelf_marketplace_v1_ListOrdersRequest__Output } from './screenshelf/marketplace/v1/ListOrdersRequest.js';
import type { ListProductCodesRequest as _screenshelf_marketplace_v1_ListProductCodesRequest, ListProductCodesRequest__Output as _screenshelf_marketplace_v1_ListProductCodesRequest__Output } from './screenshelf/marketplace/v1/ListProductCodesRequest.js';
import type { ListProductsRequest as _screenshelf_marketplace_v1_ListProductsRequest, ListProductsRequest__Output as _screenshelf_marketplace_v1_ListProductsRequest__Output } from './screenshelf/marketplace/v1/ListProductsRequest.js';
import type { ListSellerProductsRequest as _screenshelf_marketplace_v1_ListSellerProductsRequest, ListSellerProductsRequest__Output as _screenshelf_marketplace_v1_ListSellerProductsRequest__Output } from './screenshelf/marketplace/v1/ListSellerProductsRequest.js';
import type { MarketplaceClient as _screenshelf_marketplace_v1_MarketplaceClient, MarketplaceDefinition as _screenshelf_marketplace_v1_MarketplaceDefinition } from './screenshelf/marketplace/v1/Marketplace.js';
import type { MonthTotal as _screenshelf_marketplace_v1_MonthTotal, MonthTotal__Output as _screenshelf_marketplace_v1_MonthTotal__Output } from './screenshelf/marketplace/v1/MonthTotal.js';
import type { Order as _screenshelf_marketplace_v1_Order, Order__Output as _screenshelf_marketplace_v1_Order__Output } from './screenshelf/marketplace/v1/Order.js';
import type { OrderList as _screenshelf_marketplace_v1_OrderList, OrderList__Output as _screenshelf_marketplace_v1_OrderList__Output } from './screenshelf/marketplace/v1/OrderList.js';
import type { OrderRequest as _screenshelf_marketplace_v1_OrderRequest, OrderRequest__Output as _screenshelf_marketplace_v1_OrderRequest__Output } from './screenshelf/marketplace/v1/OrderRequest.js';
import type { OrderValidation as _screenshelf_marketplace_v1_OrderValidation, OrderValidation__Output as _screenshelf_marketplace_v1_OrderValidation__Output } from './screenshelf/marketplace/v1/OrderValidation.js';
import type { PlaceOrderRequest as _screenshelf_marketplace_v1_PlaceOrderRequest, PlaceOrderRequest__Output as _screenshelf_marketplace_v1_PlaceOrderRequest__Output } from './screenshelf/marketplace/v1/PlaceOrderRequest.js';
import type { PresignUploadRequest as _screenshelf_marketplace_v1_PresignUploadRequest, PresignUploadRequest__Output as _screenshelf_marketplace_v1_PresignUploadRequest__Output } from './screenshelf/marketplace/v1/PresignUploadRequest.js';
import type { PresignUploadResponse as _screenshelf_marketplace_v1_PresignUploadResponse, PresignUploadResponse__Output as _screenshelf_marketplace_v1_PresignUploadResponse__Output } from './screenshelf/marketplace/v1/PresignUploadResponse.js';
import type { Product as _screenshelf_marketplace_v1_Product, Product__Output as _screenshelf_marketplace_v1_Product__Output } from './screenshelf/marketplace/v1/Product.js';
import type { ProductCode as _screenshelf_marketplace_v1_ProductCode, ProductCode__Output as _screenshelf_marketplace_v1_ProductCode__Output } from './screenshelf/marketplace/v1/ProductCode.js';
import type { ProductCodeList as _screenshelf_marketplace_v1_ProductCodeList, ProductCodeList__Output as _screenshelf_marketplace_v1_ProductCodeList__Output } from './screenshelf/marketplace/v1/ProductCodeList.js';
import type { ProductFile as _screenshelf_marketplace_v1_ProductFile, ProductFile__Output as _screenshelf_marketplace_v1_ProductFile__Output } from './screenshelf/marketplace/v1/ProductFile.js';
import type { ProductInput as _screenshelf_marketplace_v1_ProductInput, ProductInput__Output as _screenshelf_marketplace_v1_ProductInput__Output } from './screenshelf/marketplace/v1/ProductInput.js';
import type { ProductList as _screenshelf_marketplace_v1_ProductList, ProductList__Output as _screenshelf_marketplace_v1_ProductList__Output } from './screenshelf/marketplace/v1/ProductList.js';
import type { ProductRequest as _screenshelf_marketplace_v1_ProductRequest, ProductRequest__Output as _screenshelf_marketplace_v1_ProductRequest__Output } from './screenshelf/marketplace/v1/ProductRequest.js';
import type { PutFileRequest as _screenshelf_marketplace_v1_PutFileRequest, PutFileRequest__Output as _screenshelf_marketplace_v1_PutFileRequest__Output } from './screenshelf/marketplace/v1/PutFileRequest.js';
import type { PutFileResult as _screenshelf_marketplace_v1_PutFileResult, PutFileResult__Output as _screenshelf_marketplace_v1_PutFileResult__Output } from './screenshelf/marketplace/v1/PutFileResult.js';
import type { Revenue as _screenshelf_marketplace_v1_Revenue, Revenue__Output as _screenshelf_marketplace_v1_Revenue__Output } from './screenshelf/marketplace/v1/Revenue.js';
import type { RevenueList as _screenshelf_marketplace_v1_RevenueList, RevenueList__Output as _screenshelf_marketplace_v1_RevenueList__Output } from './screenshelf/marketplace/v1/RevenueList.js';
import type { RevenueQuery as _screenshelf_marketplace_v1_RevenueQuery, RevenueQuery__Output as _screenshelf_marketplace_v1_RevenueQuery__Output } from './screenshelf/marketplace/v1/RevenueQuery.js';
import type { RevenueTotal as _screenshelf_marketplace_v1_RevenueTotal, RevenueTotal__Output as _screenshelf_marketplace_v1_RevenueTotal__Output } from './screenshelf/marketplace/v1/RevenueTotal.js';
import type { Review as _screenshelf_marketplace_v1_Review, Review__Output as _screenshelf_marketplace_v1_Review__Output } from './screenshelf/marketplace/v1/Review.js';
import type { ReviewRequest as _screenshelf_marketplace_v1_ReviewRequest, ReviewRequest__Output as _screenshelf_marketplace_v1_ReviewRequest__Output } from './screenshelf/marketplace/v1/ReviewRequest.js';
import type { Seller as _screenshelf_marketplace_v1_Seller, Seller__Output as _screenshelf_marketplace_v1_Seller__Output } from './screenshelf/marketplace/v1/Seller.js';
import type { UpdateProductRequest as _screenshelf_marketplace_v1_UpdateProductRequest, UpdateProductRequest__Output as _screenshelf_marketplace_v1_UpdateProductRequest__Output } from './screenshelf/marketplace/v1/UpdateProductRequest.js';
import type { UpdateReviewRequest as _screenshelf_marketplace_v1_UpdateReviewRequest, UpdateReviewRequest__Output as _screenshelf_marketplace_v1_UpdateReviewRequest__Output } from './screenshelf/marketplace/v1/UpdateReviewRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    marketplace: {
      v1: {
        CancelOrderRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_CancelOrderRequest, _screenshelf_marketplace_v1_CancelOrderRequest__Output>
        Card: MessageTypeDefinition<_screenshelf_marketplace_v1_Card, _screenshelf_marketplace_v1_Card__Output>
        CreateReviewRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_CreateReviewRequest, _screenshelf_marketplace_v1_CreateReviewRequest__Output>
        DeleteProductResult: MessageTypeDefinition<_screenshelf_marketplace_v1_DeleteProductResult, _screenshelf_marketplace_v1_DeleteProductResult__Output>
        DeleteReviewResult: MessageTypeDefinition<_screenshelf_marketplace_v1_DeleteReviewResult, _screenshelf_marketplace_v1_DeleteReviewResult__Output>
        DownloadFileRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_DownloadFileRequest, _screenshelf_marketplace_v1_DownloadFileRequest__Output>
        FileContent: MessageTypeDefinition<_screenshelf_marketplace_v1_FileContent, _screenshelf_marketplace_v1_FileContent__Output>
        FileInput: MessageTypeDefinition<_screenshelf_marketplace_v1_FileInput, _screenshelf_marketplace_v1_FileInput__Output>
        FileList: MessageTypeDefinition<_screenshelf_marketplace_v1_FileList, _screenshelf_marketplace_v1_FileList__Output>
        GetImageRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_GetImageRequest, _screenshelf_marketplace_v1_GetImageRequest__Output>
        GetProductRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_GetProductRequest, _screenshelf_marketplace_v1_GetProductRequest__Output>
        ListOrdersRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_ListOrdersRequest, _screenshelf_marketplace_v1_ListOrdersRequest__Output>
        ListProductCodesRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_ListProductCodesRequest, _screenshelf_marketplace_v1_ListProductCodesRequest__Output>
        ListProductsRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_ListProductsRequest, _screenshelf_marketplace_v1_ListProductsRequest__Output>
        ListSellerProductsRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_ListSellerProductsRequest, _screenshelf_marketplace_v1_ListSellerProductsRequest__Output>
        Marketplace: SubtypeConstructor<typeof grpc.Client, _screenshelf_marketplace_v1_MarketplaceClient> & { service: _screenshelf_marketplace_v1_MarketplaceDefinition }
        MonthTotal: MessageTypeDefinition<_screenshelf_marketplace_v1_MonthTotal, _screenshelf_marketplace_v1_MonthTotal__Output>
        Order: MessageTypeDefinition<_screenshelf_marketplace_v1_Order, _screenshelf_marketplace_v1_Order__Output>
        OrderList: MessageTypeDefinition<_screenshelf_marketplace_v1_OrderList, _screenshelf_marketplace_v1_OrderList__Output>
        OrderRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_OrderRequest, _screenshelf_marketplace_v1_OrderRequest__Output>
        OrderValidation: MessageTypeDefinition<_screenshelf_marketplace_v1_OrderValidation, _screenshelf_marketplace_v1_OrderValidation__Output>
        PlaceOrderRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_PlaceOrderRequest, _screenshelf_marketplace_v1_PlaceOrderRequest__Output>
        PresignUploadRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_PresignUploadRequest, _screenshelf_marketplace_v1_PresignUploadRequest__Output>
        PresignUploadResponse: MessageTypeDefinition<_screenshelf_marketplace_v1_PresignUploadResponse, _screenshelf_marketplace_v1_PresignUploadResponse__Output>
        Product: MessageTypeDefinition<_screenshelf_marketplace_v1_Product, _screenshelf_marketplace_v1_Product__Output>
        ProductCode: MessageTypeDefinition<_screenshelf_marketplace_v1_ProductCode, _screenshelf_marketplace_v1_ProductCode__Output>
        ProductCodeList: MessageTypeDefinition<_screenshelf_marketplace_v1_ProductCodeList, _screenshelf_marketplace_v1_ProductCodeList__Output>
        ProductFile: MessageTypeDefinition<_screenshelf_marketplace_v1_ProductFile, _screenshelf_marketplace_v1_ProductFile__Output>
        ProductInput: MessageTypeDefinition<_screenshelf_marketplace_v1_ProductInput, _screenshelf_marketplace_v1_ProductInput__Output>
        ProductList: MessageTypeDefinition<_screenshelf_marketplace_v1_ProductList, _screenshelf_marketplace_v1_ProductList__Output>
        ProductRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_ProductRequest, _screenshelf_marketplace_v1_ProductRequest__Output>
        PutFileRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_PutFileRequest, _screenshelf_marketplace_v1_PutFileRequest__Output>
        PutFileResult: MessageTypeDefinition<_screenshelf_marketplace_v1_PutFileResult, _screenshelf_marketplace_v1_PutFileResult__Output>
        Revenue: MessageTypeDefinition<_screenshelf_marketplace_v1_Revenue, _screenshelf_marketplace_v1_Revenue__Output>
        RevenueList: MessageTypeDefinition<_screenshelf_marketplace_v1_RevenueList, _screenshelf_marketplace_v1_RevenueList__Output>
        RevenueQuery: MessageTypeDefinition<_screenshelf_marketplace_v1_RevenueQuery, _screenshelf_marketplace_v1_RevenueQuery__Output>
        RevenueTotal: MessageTypeDefinition<_screenshelf_marketplace_v1_RevenueTotal, _screenshelf_marketplace_v1_RevenueTotal__Output>
        Review: MessageTypeDefinition<_screenshelf_marketplace_v1_Review, _screenshelf_marketplace_v1_Review__Output>
        ReviewRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_ReviewRequest, _screenshelf_marketplace_v1_ReviewRequest__Output>
        Seller: MessageTypeDefinition<_screenshelf_marketplace_v1_Seller, _screenshelf_marketplace_v1_Seller__Output>
        UpdateProductRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_UpdateProductRequest, _screenshelf_marketplace_v1_UpdateProductRequest__Output>
        UpdateReviewRequest: MessageTypeDefinition<_screenshelf_marketplace_v1_UpdateReviewRequest, _screenshelf_marketplace_v1_UpdateReviewRequest__Output>
      }
    }
  }
}

