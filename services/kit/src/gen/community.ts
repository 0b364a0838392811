import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CommunityClient as _screenshelf_community_v1_CommunityClient, CommunityDefinition as _screenshelf_community_v1_CommunityDefinition } from './screenshelf/community/v1/Community.js';
import type { ListPostsRequest as _screenshelf_community_v1_ListPostsRequest, ListPostsRequest__Output as _screenshelf_community_v1_ListPostsRequest__Output } from './screenshelf/community/v1/ListPostsRequest.js';
import type { ListPostsResponse as _screenshelf_community_v1_ListPostsResponse, ListPostsResponse__Output as _screenshelf_community_v1_ListPostsResponse__Output } from './screenshelf/community/v1/ListPostsResponse.js';
import type { Post as _screenshelf_community_v1_Post, Post__Output as _screenshelf_community_v1_Post__Output } from './screenshelf/community/v1/Post.js';
import type { SupportClient as _screenshelf_community_v1_SupportClient, SupportDefinition as _screenshelf_community_v1_SupportDefinition } from './screenshelf/community/v1/Support.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    community: {
      v1: {
        Community: SubtypeConstructor<typeof grpc.Client, _screenshelf_community_v1_CommunityClient> & { service: _screenshelf_community_v1_CommunityDefinition }
        ListPostsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListPostsRequest, _screenshelf_community_v1_ListPostsRequest__Output>
        ListPostsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListPostsResponse, _screenshelf_community_v1_ListPostsResponse__Output>
        Post: MessageTypeDefinition<_screenshelf_community_v1_Post, _screenshelf_community_v1_Post__Output>
        Support: SubtypeConstructor<typeof grpc.Client, _screenshelf_community_v1_SupportClient> & { service: _screenshelf_community_v1_SupportDefinition }
      }
    }
  }
}

