// Original file: catalog.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { App as _screenshelf_catalog_v1_App, App__Output as _screenshelf_catalog_v1_App__Output } from '../../../screenshelf/catalog/v1/App.js';
import type { CreateAppRequest as _screenshelf_catalog_v1_CreateAppRequest, CreateAppRequest__Output as _screenshelf_catalog_v1_CreateAppRequest__Output } from '../../../screenshelf/catalog/v1/CreateAppRequest.js';
import type { GetAppRequest as _screenshelf_catalog_v1_GetAppRequest, GetAppRequest__Output as _screenshelf_catalog_v1_GetAppRequest__Output } from '../../../screenshelf/catalog/v1/GetAppRequest.js';

export interface CatalogClient extends grpc.Client {
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  
}

export interface CatalogHandlers extends grpc.UntypedServiceImplementation {
  CreateApp: grpc.handleUnaryCall<_screenshelf_catalog_v1_CreateAppRequest__Output, _screenshelf_catalog_v1_App>;
  
  GetApp: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_App>;
  
}

export interface CatalogDefinition extends grpc.ServiceDefinition {
  CreateApp: MethodDefinition<_screenshelf_catalog_v1_CreateAppRequest, _screenshelf_catalog_v1_App, _screenshelf_catalog_v1_CreateAppRequest__Output, _screenshelf_catalog_v1_App__Output>
  GetApp: MethodDefinition<_screenshelf_catalog_v1_GetAppRequest, _screenshelf_catalog_v1_App, _screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_App__Output>
}
