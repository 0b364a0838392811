// Original file: boards.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddCollectionItemRequest as _screenshelf_catalog_v1_AddCollectionItemRequest, AddCollectionItemRequest__Output as _screenshelf_catalog_v1_AddCollectionItemRequest__Output } from '../../../screenshelf/catalog/v1/AddCollectionItemRequest.js';
import type { Collection as _screenshelf_catalog_v1_Collection, Collection__Output as _screenshelf_catalog_v1_Collection__Output } from '../../../screenshelf/catalog/v1/Collection.js';
import type { CollectionDetail as _screenshelf_catalog_v1_CollectionDetail, CollectionDetail__Output as _screenshelf_catalog_v1_CollectionDetail__Output } from '../../../screenshelf/catalog/v1/CollectionDetail.js';
import type { CollectionExportPart as _screenshelf_catalog_v1_CollectionExportPart, CollectionExportPart__Output as _screenshelf_catalog_v1_CollectionExportPart__Output } from '../../../screenshelf/catalog/v1/CollectionExportPart.js';
import type { CollectionItem as _screenshelf_catalog_v1_CollectionItem, CollectionItem__Output as _screenshelf_catalog_v1_CollectionItem__Output } from '../../../screenshelf/catalog/v1/CollectionItem.js';
import type { CollectionItemRequest as _screenshelf_catalog_v1_CollectionItemRequest, CollectionItemRequest__Output as _screenshelf_catalog_v1_CollectionItemRequest__Output } from '../../../screenshelf/catalog/v1/CollectionItemRequest.js';
import type { CollectionList as _screenshelf_catalog_v1_CollectionList, CollectionList__Output as _screenshelf_catalog_v1_CollectionList__Output } from '../../../screenshelf/catalog/v1/CollectionList.js';
import type { CollectionRequest as _screenshelf_catalog_v1_CollectionRequest, CollectionRequest__Output as _screenshelf_catalog_v1_CollectionRequest__Output } from '../../../screenshelf/catalog/v1/CollectionRequest.js';
import type { CreateCollectionRequest as _screenshelf_catalog_v1_CreateCollectionRequest, CreateCollectionRequest__Output as _screenshelf_catalog_v1_CreateCollectionRequest__Output } from '../../../screenshelf/catalog/v1/CreateCollectionRequest.js';
import type { DeleteResult as _screenshelf_catalog_v1_DeleteResult, DeleteResult__Output as _screenshelf_catalog_v1_DeleteResult__Output } from '../../../screenshelf/catalog/v1/DeleteResult.js';
import type { ExportCollectionScreenRequest as _screenshelf_catalog_v1_ExportCollectionScreenRequest, ExportCollectionScreenRequest__Output as _screenshelf_catalog_v1_ExportCollectionScreenRequest__Output } from '../../../screenshelf/catalog/v1/ExportCollectionScreenRequest.js';
import type { ExportFileChunk as _screenshelf_catalog_v1_ExportFileChunk, ExportFileChunk__Output as _screenshelf_catalog_v1_ExportFileChunk__Output } from '../../../screenshelf/catalog/v1/ExportFileChunk.js';
import type { ListCollectionsRequest as _screenshelf_catalog_v1_ListCollectionsRequest, ListCollectionsRequest__Output as _screenshelf_catalog_v1_ListCollectionsRequest__Output } from '../../../screenshelf/catalog/v1/ListCollectionsRequest.js';
import type { SharedCollectionRequest as _screenshelf_catalog_v1_SharedCollectionRequest, SharedCollectionRequest__Output as _screenshelf_catalog_v1_SharedCollectionRequest__Output } from '../../../screenshelf/catalog/v1/SharedCollectionRequest.js';
import type { UpdateCollectionItemRequest as _screenshelf_catalog_v1_UpdateCollectionItemRequest, UpdateCollectionItemRequest__Output as _screenshelf_catalog_v1_UpdateCollectionItemRequest__Output } from '../../../screenshelf/catalog/v1/UpdateCollectionItemRequest.js';
import type { UpdateCollectionRequest as _screenshelf_catalog_v1_UpdateCollectionRequest, UpdateCollectionRequest__Output as _screenshelf_catalog_v1_UpdateCollectionRequest__Output } from '../../../screenshelf/catalog/v1/UpdateCollectionRequest.js';

export interface BoardsClient extends grpc.Client {
  AddCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  AddCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  AddCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  AddCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  addCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  addCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  addCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  addCollectionItem(argument: _screenshelf_catalog_v1_AddCollectionItemRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  
  CreateCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  CreateCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  CreateCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  CreateCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  createCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  createCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  createCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  createCollection(argument: _screenshelf_catalog_v1_CreateCollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  
  DeleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteCollection(argument: _screenshelf_catalog_v1_CollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  
  ExportCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_CollectionExportPart__Output>;
  ExportCollection(argument: _screenshelf_catalog_v1_CollectionRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_CollectionExportPart__Output>;
  exportCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_CollectionExportPart__Output>;
  exportCollection(argument: _screenshelf_catalog_v1_CollectionRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_CollectionExportPart__Output>;
  
  ExportCollectionScreen(argument: _screenshelf_catalog_v1_ExportCollectionScreenRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_ExportFileChunk__Output>;
  ExportCollectionScreen(argument: _screenshelf_catalog_v1_ExportCollectionScreenRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_ExportFileChunk__Output>;
  exportCollectionScreen(argument: _screenshelf_catalog_v1_ExportCollectionScreenRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_ExportFileChunk__Output>;
  exportCollectionScreen(argument: _screenshelf_catalog_v1_ExportCollectionScreenRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_catalog_v1_ExportFileChunk__Output>;
  
  GetCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  GetCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  GetCollection(argument: _screenshelf_catalog_v1_CollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  GetCollection(argument: _screenshelf_catalog_v1_CollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _screenshelf_catalog_v1_CollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _screenshelf_catalog_v1_CollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getCollection(argument: _screenshelf_catalog_v1_CollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  
  GetSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  GetSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  GetSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  GetSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  getSharedCollection(argument: _screenshelf_catalog_v1_SharedCollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionDetail__Output>): grpc.ClientUnaryCall;
  
  ListCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  ListCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  ListCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  ListCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  listCollections(argument: _screenshelf_catalog_v1_ListCollectionsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionList__Output>): grpc.ClientUnaryCall;
  
  RemoveCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  RemoveCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  RemoveCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  RemoveCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  removeCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  removeCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  removeCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  removeCollectionItem(argument: _screenshelf_catalog_v1_CollectionItemRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  
  UpdateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  UpdateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  UpdateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  UpdateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  updateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  updateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  updateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  updateCollection(argument: _screenshelf_catalog_v1_UpdateCollectionRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Collection__Output>): grpc.ClientUnaryCall;
  
  UpdateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  UpdateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  UpdateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  UpdateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  updateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  updateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  updateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  updateCollectionItem(argument: _screenshelf_catalog_v1_UpdateCollectionItemRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_CollectionItem__Output>): grpc.ClientUnaryCall;
  
}

export interface BoardsHandlers extends grpc.UntypedServiceImplementation {
  AddCollectionItem: grpc.handleUnaryCall<_screenshelf_catalog_v1_AddCollectionItemRequest__Output, _screenshelf_catalog_v1_CollectionItem>;
  
  CreateCollection: grpc.handleUnaryCall<_screenshelf_catalog_v1_CreateCollectionRequest__Output, _screenshelf_catalog_v1_Collection>;
  
  DeleteCollection: grpc.handleUnaryCall<_screenshelf_catalog_v1_CollectionRequest__Output, _screenshelf_catalog_v1_DeleteResult>;
  
  ExportCollection: grpc.handleServerStreamingCall<_screenshelf_catalog_v1_CollectionRequest__Output, _screenshelf_catalog_v1_CollectionExportPart>;
  
  ExportCollectionScreen: grpc.handleServerStreamingCall<_screenshelf_catalog_v1_ExportCollectionScreenRequest__Output, _screenshelf_catalog_v1_ExportFileChunk>;
  
  GetCollection: grpc.handleUnaryCall<_screenshelf_catalog_v1_CollectionRequest__Output, _screenshelf_catalog_v1_CollectionDetail>;
  
  GetSharedCollection: grpc.handleUnaryCall<_screenshelf_catalog_v1_SharedCollectionRequest__Output, _screenshelf_catalog_v1_CollectionDetail>;
  
  ListCollections: grpc.handleUnaryCall<_screenshelf_catalog_v1_ListCollectionsRequest__Output, _screenshelf_catalog_v1_CollectionList>;
  
  RemoveCollectionItem: grpc.handleUnaryCall<_screenshelf_catalog_v1_CollectionItemRequest__Output, _screenshelf_catalog_v1_DeleteResult>;
  
  UpdateCollection: grpc.handleUnaryCall<_screenshelf_catalog_v1_UpdateCollectionRequest__Output, _screenshelf_catalog_v1_Collection>;
  
  UpdateCollectionItem: grpc.handleUnaryCall<_screenshelf_catalog_v1_UpdateCollectionItemRequest__Output, _screenshelf_catalog_v1_CollectionItem>;
  
}

export interface BoardsDefinition extends grpc.ServiceDefinition {
  AddCollectionItem: MethodDefinition<_screenshelf_catalog_v1_AddCollectionItemRequest, _screenshelf_catalog_v1_CollectionItem, _screenshelf_catalog_v1_AddCollectionItemRequest__Output, _screenshelf_catalog_v1_CollectionItem__Output>
  CreateCollection: MethodDefinition<_screenshelf_catalog_v1_CreateCollectionRequest, _screenshelf_catalog_v1_Collection, _screenshelf_catalog_v1_CreateCollectionRequest__Output, _screenshelf_catalog_v1_Collection__Output>
  DeleteCollection: MethodDefinition<_screenshelf_catalog_v1_CollectionRequest, _screenshelf_catalog_v1_DeleteResult, _screenshelf_catalog_v1_CollectionRequest__Output, _screenshelf_catalog_v1_DeleteResult__Output>
  ExportCollection: MethodDefinition<_screenshelf_catalog_v1_CollectionRequest, _screenshelf_catalog_v1_CollectionExportPart, _screenshelf_catalog_v1_CollectionRequest__Output, _screenshelf_catalog_v1_CollectionExportPart__Output>
  ExportCollectionScreen: MethodDefinition<_screenshelf_catalog_v1_ExportCollectionScreenRequest, _screenshelf_catalog_v1_ExportFileChunk, _screenshelf_catalog_v1_ExportCollectionScreenRequest__Output, _screenshelf_catalog_v1_ExportFileChunk__Output>
  GetCollection: MethodDefinition<_screenshelf_catalog_v1_CollectionRequest, _screenshelf_catalog_v1_CollectionDetail, _screenshelf_catalog_v1_CollectionRequest__Output, _screenshelf_catalog_v1_CollectionDetail__Output>
  GetSharedCollection: MethodDefinition<_screenshelf_catalog_v1_SharedCollectionRequest, _screenshelf_catalog_v1_CollectionDetail, _screenshelf_catalog_v1_SharedCollectionRequest__Output, _screenshelf_catalog_v1_CollectionDetail__Output>
  ListCollections: MethodDefinition<_screenshelf_catalog_v1_ListCollectionsRequest, _screenshelf_catalog_v1_CollectionList, _screenshelf_catalog_v1_ListCollectionsRequest__Output, _screenshelf_catalog_v1_CollectionList__Output>
  RemoveCollectionItem: MethodDefinition<_screenshelf_catalog_v1_CollectionItemRequest, _screenshelf_catalog_v1_DeleteResult, _screenshelf_catalog_v1_CollectionItemRequest__Output, _screenshelf_catalog_v1_DeleteResult__Output>
  UpdateCollection: MethodDefinition<_screenshelf_catalog_v1_UpdateCollectionRequest, _screenshelf_catalog_v1_Collection, _screenshelf_catalog_v1_UpdateCollectionRequest__Output, _screenshelf_catalog_v1_Collection__Output>
  UpdateCollectionItem: MethodDefinition<_screenshelf_catalog_v1_UpdateCollectionItemRequest, _screenshelf_catalog_v1_CollectionItem, _screenshelf_catalog_v1_UpdateCollectionItemRequest__Output, _screenshelf_catalog_v1_CollectionItem__Output>
}
