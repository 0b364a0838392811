// Original file: community.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListPostsRequest as _screenshelf_community_v1_ListPostsRequest, ListPostsRequest__Output as _screenshelf_community_v1_ListPostsRequest__Output } from '../../../screenshelf/community/v1/ListPostsRequest.js';
import type { ListPostsResponse as _screenshelf_community_v1_ListPostsResponse, ListPostsResponse__Output as _screenshelf_community_v1_ListPostsResponse__Output } from '../../../screenshelf/community/v1/ListPostsResponse.js';

export interface CommunityClient extends grpc.Client {
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface CommunityHandlers extends grpc.UntypedServiceImplementation {
  ListPosts: grpc.handleUnaryCall<_screenshelf_community_v1_ListPostsRequest__Output, _screenshelf_community_v1_ListPostsResponse>;
  
}

export interface CommunityDefinition extends grpc.ServiceDefinition {
  ListPosts: MethodDefinition<_screenshelf_community_v1_ListPostsRequest, _screenshelf_community_v1_ListPostsResponse, _screenshelf_community_v1_ListPostsRequest__Output, _screenshelf_community_v1_ListPostsResponse__Output>
}
