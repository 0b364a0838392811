// Original file: search.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { BrowseAppsRequest as _screenshelf_search_v1_BrowseAppsRequest, BrowseAppsRequest__Output as _screenshelf_search_v1_BrowseAppsRequest__Output } from '../../../screenshelf/search/v1/BrowseAppsRequest.js';
import type { BrowseAppsResponse as _screenshelf_search_v1_BrowseAppsResponse, BrowseAppsResponse__Output as _screenshelf_search_v1_BrowseAppsResponse__Output } from '../../../screenshelf/search/v1/BrowseAppsResponse.js';

export interface SearchClient extends grpc.Client {
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface SearchHandlers extends grpc.UntypedServiceImplementation {
  BrowseApps: grpc.handleUnaryCall<_screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseAppsResponse>;
  
}

export interface SearchDefinition extends grpc.ServiceDefinition {
  BrowseApps: MethodDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowseAppsResponse, _screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseAppsResponse__Output>
}
