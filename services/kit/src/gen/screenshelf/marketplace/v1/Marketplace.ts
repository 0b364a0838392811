// Original file: marketplace.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CancelOrderRequest as _screenshelf_marketplace_v1_CancelOrderRequest, CancelOrderRequest__Output as _screenshelf_marketplace_v1_CancelOrderRequest__Output } from '../../../screenshelf/marketplace/v1/CancelOrderRequest.js';
import type { CreateReviewRequest as _screenshelf_marketplace_v1_CreateReviewRequest, CreateReviewRequest__Output as _screenshelf_marketplace_v1_CreateReviewRequest__Output } from '../../../screenshelf/marketplace/v1/CreateReviewRequest.js';
import type { DeleteProductResult as _screenshelf_marketplace_v1_DeleteProductResult, DeleteProductResult__Output as _screenshelf_marketplace_v1_DeleteProductResult__Output } from '../../../screenshelf/marketplace/v1/DeleteProductResult.js';
import type { DeleteReviewResult as _screenshelf_marketplace_v1_DeleteReviewResult, DeleteReviewResult__Output as _screenshelf_marketplace_v1_DeleteReviewResult__Output } from '../../../screenshelf/marketplace/v1/DeleteReviewResult.js';
import type { DownloadFileRequest as _screenshelf_marketplace_v1_DownloadFileRequest, DownloadFileRequest__Output as _screenshelf_marketplace_v1_DownloadFileRequest__Output } from '../../../screenshelf/marketplace/v1/DownloadFileRequest.js';
import type { FileContent as _screenshelf_marketplace_v1_FileContent, FileContent__Output as _screenshelf_marketplace_v1_FileContent__Output } from '../../../screenshelf/marketplace/v1/FileContent.js';
import type { FileList as _screenshelf_marketplace_v1_FileList, FileList__Output as _screenshelf_marketplace_v1_FileList__Output } from '../../../screenshelf/marketplace/v1/FileList.js';
import type { GetImageRequest as _screenshelf_marketplace_v1_GetImageRequest, GetImageRequest__Output as _screenshelf_marketplace_v1_GetImageRequest__Output } from '../../../screenshelf/marketplace/v1/GetImageRequest.js';
import type { GetProductRequest as _screenshelf_marketplace_v1_GetProductRequest, GetProductRequest__Output as _screenshelf_marketplace_v1_GetProductRequest__Output } from '../../../screenshelf/marketplace/v1/GetProductRequest.js';
import type { ListOrdersRequest as _screenshelf_marketplace_v1_ListOrdersRequest, ListOrdersRequest__Output as _screenshelf_marketplace_v1_ListOrdersRequest__Output } from '../../../screenshelf/marketplace/v1/ListOrdersRequest.js';
import type { ListProductCodesRequest as _screenshelf_marketplace_v1_ListProductCodesRequest, ListProductCodesRequest__Output as _screenshelf_marketplace_v1_ListProductCodesRequest__Output } from '../../../screenshelf/marketplace/v1/ListProductCodesRequest.js';
import type { ListProductsRequest as _screenshelf_marketplace_v1_ListProductsRequest, ListProductsRequest__Output as _screenshelf_marketplace_v1_ListProductsRequest__Output } from '../../../screenshelf/marketplace/v1/ListProductsRequest.js';
import type { ListSellerProductsRequest as _screenshelf_marketplace_v1_ListSellerProductsRequest, ListSellerProductsRequest__Output as _screenshelf_marketplace_v1_ListSellerProductsRequest__Output } from '../../../screenshelf/marketplace/v1/ListSellerProductsRequest.js';
import type { Order as _screenshelf_marketplace_v1_Order, Order__Output as _screenshelf_marketplace_v1_Order__Output } from '../../../screenshelf/marketplace/v1/Order.js';
import type { OrderList as _screenshelf_marketplace_v1_OrderList, OrderList__Output as _screenshelf_marketplace_v1_OrderList__Output } from '../../../screenshelf/marketplace/v1/OrderList.js';
import type { OrderRequest as _screenshelf_marketplace_v1_OrderRequest, OrderRequest__Output as _screenshelf_marketplace_v1_OrderRequest__Output } from '../../../screenshelf/marketplace/v1/OrderRequest.js';
import type { OrderValidation as _screenshelf_marketplace_v1_OrderValidation, OrderValidation__Output as _screenshelf_marketplace_v1_OrderValidation__Output } from '../../../screenshelf/marketplace/v1/OrderValidation.js';
import type { PlaceOrderRequest as _screenshelf_marketplace_v1_PlaceOrderRequest, PlaceOrderRequest__Output as _screenshelf_marketplace_v1_PlaceOrderRequest__Output } from '../../../screenshelf/marketplace/v1/PlaceOrderRequest.js';
import type { PresignUploadRequest as _screenshelf_marketplace_v1_PresignUploadRequest, PresignUploadRequest__Output as _screenshelf_marketplace_v1_PresignUploadRequest__Output } from '../../../screenshelf/marketplace/v1/PresignUploadRequest.js';
import type { PresignUploadResponse as _screenshelf_marketplace_v1_PresignUploadResponse, PresignUploadResponse__Output as _screenshelf_marketplace_v1_PresignUploadResponse__Output } from '../../../screenshelf/marketplace/v1/PresignUploadResponse.js';
import type { Product as _screenshelf_marketplace_v1_Product, Product__Output as _screenshelf_marketplace_v1_Product__Output } from '../../../screenshelf/marketplace/v1/Product.js';
import type { ProductCodeList as _screenshelf_marketplace_v1_ProductCodeList, ProductCodeList__Output as _screenshelf_marketplace_v1_ProductCodeList__Output } from '../../../screenshelf/marketplace/v1/ProductCodeList.js';
import type { ProductInput as _screenshelf_marketplace_v1_ProductInput, ProductInput__Output as _screenshelf_marketplace_v1_ProductInput__Output } from '../../../screenshelf/marketplace/v1/ProductInput.js';
import type { ProductList as _screenshelf_marketplace_v1_ProductList, ProductList__Output as _screenshelf_marketplace_v1_ProductList__Output } from '../../../screenshelf/marketplace/v1/ProductList.js';
import type { ProductRequest as _screenshelf_marketplace_v1_ProductRequest, ProductRequest__Output as _screenshelf_marketplace_v1_ProductRequest__Output } from '../../../screenshelf/marketplace/v1/ProductRequest.js';
import type { PutFileRequest as _screenshelf_marketplace_v1_PutFileRequest, PutFileRequest__Output as _screenshelf_marketplace_v1_PutFileRequest__Output } from '../../../screenshelf/marketplace/v1/PutFileRequest.js';
import type { PutFileResult as _screenshelf_marketplace_v1_PutFileResult, PutFileResult__Output as _screenshelf_marketplace_v1_PutFileResult__Output } from '../../../screenshelf/marketplace/v1/PutFileResult.js';
import type { RevenueList as _screenshelf_marketplace_v1_RevenueList, RevenueList__Output as _screenshelf_marketplace_v1_RevenueList__Output } from '../../../screenshelf/marketplace/v1/RevenueList.js';
import type { RevenueQuery as _screenshelf_marketplace_v1_RevenueQuery, RevenueQuery__Output as _screenshelf_marketplace_v1_RevenueQuery__Output } from '../../../screenshelf/marketplace/v1/RevenueQuery.js';
import type { RevenueTotal as _screenshelf_marketplace_v1_RevenueTotal, RevenueTotal__Output as _screenshelf_marketplace_v1_RevenueTotal__Output } from '../../../screenshelf/marketplace/v1/RevenueTotal.js';
import type { Review as _screenshelf_marketplace_v1_Review, Review__Output as _screenshelf_marketplace_v1_Review__Output } from '../../../screenshelf/marketplace/v1/Review.js';
import type { ReviewRequest as _screenshelf_marketplace_v1_ReviewRequest, ReviewRequest__Output as _screenshelf_marketplace_v1_ReviewRequest__Output } from '../../../screenshelf/marketplace/v1/ReviewRequest.js';
import type { UpdateProductRequest as _screenshelf_marketplace_v1_UpdateProductRequest, UpdateProductRequest__Output as _screenshelf_marketplace_v1_UpdateProductRequest__Output } from '../../../screenshelf/marketplace/v1/UpdateProductRequest.js';
import type { UpdateReviewRequest as _screenshelf_marketplace_v1_UpdateReviewRequest, UpdateReviewRequest__Output as _screenshelf_marketplace_v1_UpdateReviewRequest__Output } from '../../../screenshelf/marketplace/v1/UpdateReviewRequest.js';

export interface MarketplaceClient extends grpc.Client {
  CancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  CancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  cancelOrder(argument: _screenshelf_marketplace_v1_CancelOrderRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  
  CreateProduct(argument: _screenshelf_marketplace_v1_ProductInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  CreateProduct(argument: _screenshelf_marketplace_v1_ProductInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  CreateProduct(argument: _screenshelf_marketplace_v1_ProductInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  CreateProduct(argument: _screenshelf_marketplace_v1_ProductInput, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _screenshelf_marketplace_v1_ProductInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _screenshelf_marketplace_v1_ProductInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _screenshelf_marketplace_v1_ProductInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _screenshelf_marketplace_v1_ProductInput, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  
  CreateReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  CreateReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  CreateReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  CreateReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  createReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  createReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  createReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  createReview(argument: _screenshelf_marketplace_v1_CreateReviewRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  
  DeleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  DeleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  DeleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  DeleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _screenshelf_marketplace_v1_ProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteProductResult__Output>): grpc.ClientUnaryCall;
  
  DeleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  DeleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  DeleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  DeleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  deleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  deleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  deleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  deleteReview(argument: _screenshelf_marketplace_v1_ReviewRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_DeleteReviewResult__Output>): grpc.ClientUnaryCall;
  
  DownloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  DownloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  DownloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  DownloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  downloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  downloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  downloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  downloadFile(argument: _screenshelf_marketplace_v1_DownloadFileRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  
  GetImage(argument: _screenshelf_marketplace_v1_GetImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  GetImage(argument: _screenshelf_marketplace_v1_GetImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  GetImage(argument: _screenshelf_marketplace_v1_GetImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  GetImage(argument: _screenshelf_marketplace_v1_GetImageRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  getImage(argument: _screenshelf_marketplace_v1_GetImageRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  getImage(argument: _screenshelf_marketplace_v1_GetImageRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  getImage(argument: _screenshelf_marketplace_v1_GetImageRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  getImage(argument: _screenshelf_marketplace_v1_GetImageRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileContent__Output>): grpc.ClientUnaryCall;
  
  GetOrder(argument: _screenshelf_marketplace_v1_OrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _screenshelf_marketplace_v1_OrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _screenshelf_marketplace_v1_OrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  GetOrder(argument: _screenshelf_marketplace_v1_OrderRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _screenshelf_marketplace_v1_OrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _screenshelf_marketplace_v1_OrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _screenshelf_marketplace_v1_OrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  getOrder(argument: _screenshelf_marketplace_v1_OrderRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  
  GetProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  GetProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  GetProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  GetProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _screenshelf_marketplace_v1_GetProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  
  GetRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  GetRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  GetRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  GetRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  getRevenueTotal(argument: _screenshelf_marketplace_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueTotal__Output>): grpc.ClientUnaryCall;
  
  ListFiles(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _screenshelf_marketplace_v1_ProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  ListFiles(argument: _screenshelf_marketplace_v1_ProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _screenshelf_marketplace_v1_ProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  listFiles(argument: _screenshelf_marketplace_v1_ProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_FileList__Output>): grpc.ClientUnaryCall;
  
  ListOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  ListOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  listOrders(argument: _screenshelf_marketplace_v1_ListOrdersRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderList__Output>): grpc.ClientUnaryCall;
  
  ListProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  ListProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  ListProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  ListProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  listProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  listProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  listProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  listProductCodes(argument: _screenshelf_marketplace_v1_ListProductCodesRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductCodeList__Output>): grpc.ClientUnaryCall;
  
  ListProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  ListProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  ListProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  ListProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _screenshelf_marketplace_v1_ListProductsRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  
  ListRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  ListRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  ListRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  ListRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  listRevenues(argument: _screenshelf_marketplace_v1_RevenueQuery, callback: grpc.requestCallback<_screenshelf_marketplace_v1_RevenueList__Output>): grpc.ClientUnaryCall;
  
  ListSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  ListSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  ListSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  ListSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  listSellerProducts(argument: _screenshelf_marketplace_v1_ListSellerProductsRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_ProductList__Output>): grpc.ClientUnaryCall;
  
  PlaceOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  PlaceOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  PlaceOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  PlaceOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  placeOrder(argument: _screenshelf_marketplace_v1_PlaceOrderRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Order__Output>): grpc.ClientUnaryCall;
  
  PresignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  PresignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  PresignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  PresignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_marketplace_v1_PresignUploadRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  
  PutFile(argument: _screenshelf_marketplace_v1_PutFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  PutFile(argument: _screenshelf_marketplace_v1_PutFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  PutFile(argument: _screenshelf_marketplace_v1_PutFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  PutFile(argument: _screenshelf_marketplace_v1_PutFileRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_marketplace_v1_PutFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_marketplace_v1_PutFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_marketplace_v1_PutFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_marketplace_v1_PutFileRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  
  UpdateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  UpdateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  UpdateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  UpdateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _screenshelf_marketplace_v1_UpdateProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Product__Output>): grpc.ClientUnaryCall;
  
  UpdateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  UpdateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  UpdateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  UpdateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  updateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  updateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  updateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  updateReview(argument: _screenshelf_marketplace_v1_UpdateReviewRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_Review__Output>): grpc.ClientUnaryCall;
  
  ValidateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  ValidateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  ValidateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  ValidateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  validateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  validateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  validateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  validateOrder(argument: _screenshelf_marketplace_v1_ProductRequest, callback: grpc.requestCallback<_screenshelf_marketplace_v1_OrderValidation__Output>): grpc.ClientUnaryCall;
  
}

export interface MarketplaceHandlers extends grpc.UntypedServiceImplementation {
  CancelOrder: grpc.handleUnaryCall<_screenshelf_marketplace_v1_CancelOrderRequest__Output, _screenshelf_marketplace_v1_Order>;
  
  CreateProduct: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ProductInput__Output, _screenshelf_marketplace_v1_Product>;
  
  CreateReview: grpc.handleUnaryCall<_screenshelf_marketplace_v1_CreateReviewRequest__Output, _screenshelf_marketplace_v1_Review>;
  
  DeleteProduct: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ProductRequest__Output, _screenshelf_marketplace_v1_DeleteProductResult>;
  
  DeleteReview: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ReviewRequest__Output, _screenshelf_marketplace_v1_DeleteReviewResult>;
  
  DownloadFile: grpc.handleUnaryCall<_screenshelf_marketplace_v1_DownloadFileRequest__Output, _screenshelf_marketplace_v1_FileContent>;
  
  GetImage: grpc.handleUnaryCall<_screenshelf_marketplace_v1_GetImageRequest__Output, _screenshelf_marketplace_v1_FileContent>;
  
  GetOrder: grpc.handleUnaryCall<_screenshelf_marketplace_v1_OrderRequest__Output, _screenshelf_marketplace_v1_Order>;
  
  GetProduct: grpc.handleUnaryCall<_screenshelf_marketplace_v1_GetProductRequest__Output, _screenshelf_marketplace_v1_Product>;
  
  GetRevenueTotal: grpc.handleUnaryCall<_screenshelf_marketplace_v1_RevenueQuery__Output, _screenshelf_marketplace_v1_RevenueTotal>;
  
  ListFiles: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ProductRequest__Output, _screenshelf_marketplace_v1_FileList>;
  
  ListOrders: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ListOrdersRequest__Output, _screenshelf_marketplace_v1_OrderList>;
  
  ListProductCodes: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ListProductCodesRequest__Output, _screenshelf_marketplace_v1_ProductCodeList>;
  
  ListProducts: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ListProductsRequest__Output, _screenshelf_marketplace_v1_ProductList>;
  
  ListRevenues: grpc.handleUnaryCall<_screenshelf_marketplace_v1_RevenueQuery__Output, _screenshelf_marketplace_v1_RevenueList>;
  
  ListSellerProducts: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ListSellerProductsRequest__Output, _screenshelf_marketplace_v1_ProductList>;
  
  PlaceOrder: grpc.handleUnaryCall<_screenshelf_marketplace_v1_PlaceOrderRequest__Output, _screenshelf_marketplace_v1_Order>;
  
  PresignUpload: grpc.handleUnaryCall<_screenshelf_marketplace_v1_PresignUploadRequest__Output, _screenshelf_marketplace_v1_PresignUploadResponse>;
  
  PutFile: grpc.handleUnaryCall<_screenshelf_marketplace_v1_PutFileRequest__Output, _screenshelf_marketplace_v1_PutFileResult>;
  
  UpdateProduct: grpc.handleUnaryCall<_screenshelf_marketplace_v1_UpdateProductRequest__Output, _screenshelf_marketplace_v1_Product>;
  
  UpdateReview: grpc.handleUnaryCall<_screenshelf_marketplace_v1_UpdateReviewRequest__Output, _screenshelf_marketplace_v1_Review>;
  
  ValidateOrder: grpc.handleUnaryCall<_screenshelf_marketplace_v1_ProductRequest__Output, _screenshelf_marketplace_v1_OrderValidation>;
  
}

export interface MarketplaceDefinition extends grpc.ServiceDefinition {
  CancelOrder: MethodDefinition<_screenshelf_marketplace_v1_CancelOrderRequest, _screenshelf_marketplace_v1_Order, _screenshelf_marketplace_v1_CancelOrderRequest__Output, _screenshelf_marketplace_v1_Order__Output>
  CreateProduct: MethodDefinition<_screenshelf_marketplace_v1_ProductInput, _screenshelf_marketplace_v1_Product, _screenshelf_marketplace_v1_ProductInput__Output, _screenshelf_marketplace_v1_Product__Output>
  CreateReview: MethodDefinition<_screenshelf_marketplace_v1_CreateReviewRequest, _screenshelf_marketplace_v1_Review, _screenshelf_marketplace_v1_CreateReviewRequest__Output, _screenshelf_marketplace_v1_Review__Output>
  DeleteProduct: MethodDefinition<_screenshelf_marketplace_v1_ProductRequest, _screenshelf_marketplace_v1_DeleteProductResult, _screenshelf_marketplace_v1_ProductRequest__Output, _screenshelf_marketplace_v1_DeleteProductResult__Output>
  DeleteReview: MethodDefinition<_screenshelf_marketplace_v1_ReviewRequest, _screenshelf_marketplace_v1_DeleteReviewResult, _screenshelf_marketplace_v1_ReviewRequest__Output, _screenshelf_marketplace_v1_DeleteReviewResult__Output>
  DownloadFile: MethodDefinition<_screenshelf_marketplace_v1_DownloadFileRequest, _screenshelf_marketplace_v1_FileContent, _screenshelf_marketplace_v1_DownloadFileRequest__Output, _screenshelf_marketplace_v1_FileContent__Output>
  GetImage: MethodDefinition<_screenshelf_marketplace_v1_GetImageRequest, _screenshelf_marketplace_v1_FileContent, _screenshelf_marketplace_v1_GetImageRequest__Output, _screenshelf_marketplace_v1_FileContent__Output>
  GetOrder: MethodDefinition<_screenshelf_marketplace_v1_OrderRequest, _screenshelf_marketplace_v1_Order, _screenshelf_marketplace_v1_OrderRequest__Output, _screenshelf_marketplace_v1_Order__Output>
  GetProduct: MethodDefinition<_screenshelf_marketplace_v1_GetProductRequest, _screenshelf_marketplace_v1_Product, _screenshelf_marketplace_v1_GetProductRequest__Output, _screenshelf_marketplace_v1_Product__Output>
  GetRevenueTotal: MethodDefinition<_screenshelf_marketplace_v1_RevenueQuery, _screenshelf_marketplace_v1_RevenueTotal, _screenshelf_marketplace_v1_RevenueQuery__Output, _screenshelf_marketplace_v1_RevenueTotal__Output>
  ListFiles: MethodDefinition<_screenshelf_marketplace_v1_ProductRequest, _screenshelf_marketplace_v1_FileList, _screenshelf_marketplace_v1_ProductRequest__Output, _screenshelf_marketplace_v1_FileList__Output>
  ListOrders: MethodDefinition<_screenshelf_marketplace_v1_ListOrdersRequest, _screenshelf_marketplace_v1_OrderList, _screenshelf_marketplace_v1_ListOrdersRequest__Output, _screenshelf_marketplace_v1_OrderList__Output>
  ListProductCodes: MethodDefinition<_screenshelf_marketplace_v1_ListProductCodesRequest, _screenshelf_marketplace_v1_ProductCodeList, _screenshelf_marketplace_v1_ListProductCodesRequest__Output, _screenshelf_marketplace_v1_ProductCodeList__Output>
  ListProducts: MethodDefinition<_screenshelf_marketplace_v1_ListProductsRequest, _screenshelf_marketplace_v1_ProductList, _screenshelf_marketplace_v1_ListProductsRequest__Output, _screenshelf_marketplace_v1_ProductList__Output>
  ListRevenues: MethodDefinition<_screenshelf_marketplace_v1_RevenueQuery, _screenshelf_marketplace_v1_RevenueList, _screenshelf_marketplace_v1_RevenueQuery__Output, _screenshelf_marketplace_v1_RevenueList__Output>
  ListSellerProducts: MethodDefinition<_screenshelf_marketplace_v1_ListSellerProductsRequest, _screenshelf_marketplace_v1_ProductList, _screenshelf_marketplace_v1_ListSellerProductsRequest__Output, _screenshelf_marketplace_v1_ProductList__Output>
  PlaceOrder: MethodDefinition<_screenshelf_marketplace_v1_PlaceOrderRequest, _screenshelf_marketplace_v1_Order, _screenshelf_marketplace_v1_PlaceOrderRequest__Output, _screenshelf_marketplace_v1_Order__Output>
  PresignUpload: MethodDefinition<_screenshelf_marketplace_v1_PresignUploadRequest, _screenshelf_marketplace_v1_PresignUploadResponse, _screenshelf_marketplace_v1_PresignUploadRequest__Output, _screenshelf_marketplace_v1_PresignUploadResponse__Output>
  PutFile: MethodDefinition<_screenshelf_marketplace_v1_PutFileRequest, _screenshelf_marketplace_v1_PutFileResult, _screenshelf_marketplace_v1_PutFileRequest__Output, _screenshelf_marketplace_v1_PutFileResult__Output>
  UpdateProduct: MethodDefinition<_screenshelf_marketplace_v1_UpdateProductRequest, _screenshelf_marketplace_v1_Product, _screenshelf_marketplace_v1_UpdateProductRequest__Output, _screenshelf_marketplace_v1_Product__Output>
  UpdateReview: MethodDefinition<_screenshelf_marketplace_v1_UpdateReviewRequest, _screenshelf_marketplace_v1_Review, _screenshelf_marketplace_v1_UpdateReviewRequest__Output, _screenshelf_marketplace_v1_Review__Output>
  ValidateOrder: MethodDefinition<_screenshelf_marketplace_v1_ProductRequest, _screenshelf_marketplace_v1_OrderValidation, _screenshelf_marketplace_v1_ProductRequest__Output, _screenshelf_marketplace_v1_OrderValidation__Output>
}
