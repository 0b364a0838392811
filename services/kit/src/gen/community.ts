import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CommunityClient as _screenshelf_community_v1_CommunityClient, CommunityDefinition as _screenshelf_community_v1_CommunityDefinition } from './screenshelf/community/v1/Community.js';
import type { CreateIssueRequest as _screenshelf_community_v1_CreateIssueRequest, CreateIssueRequest__Output as _screenshelf_community_v1_CreateIssueRequest__Output } from './screenshelf/community/v1/CreateIssueRequest.js';
import type { CreateSupportRequest as _screenshelf_community_v1_CreateSupportRequest, CreateSupportRequest__Output as _screenshelf_community_v1_CreateSupportRequest__Output } from './screenshelf/community/v1/CreateSupportRequest.js';
import type { GetSubscriptionRequest as _screenshelf_community_v1_GetSubscriptionRequest, GetSubscriptionRequest__Output as _screenshelf_community_v1_GetSubscriptionRequest__Output } from './screenshelf/community/v1/GetSubscriptionRequest.js';
import type { IssueIdRequest as _screenshelf_community_v1_IssueIdRequest, IssueIdRequest__Output as _screenshelf_community_v1_IssueIdRequest__Output } from './screenshelf/community/v1/IssueIdRequest.js';
import type { IssuePreview as _screenshelf_community_v1_IssuePreview, IssuePreview__Output as _screenshelf_community_v1_IssuePreview__Output } from './screenshelf/community/v1/IssuePreview.js';
import type { ListIssuesRequest as _screenshelf_community_v1_ListIssuesRequest, ListIssuesRequest__Output as _screenshelf_community_v1_ListIssuesRequest__Output } from './screenshelf/community/v1/ListIssuesRequest.js';
import type { ListIssuesResponse as _screenshelf_community_v1_ListIssuesResponse, ListIssuesResponse__Output as _screenshelf_community_v1_ListIssuesResponse__Output } from './screenshelf/community/v1/ListIssuesResponse.js';
import type { ListPostsRequest as _screenshelf_community_v1_ListPostsRequest, ListPostsRequest__Output as _screenshelf_community_v1_ListPostsRequest__Output } from './screenshelf/community/v1/ListPostsRequest.js';
import type { ListPostsResponse as _screenshelf_community_v1_ListPostsResponse, ListPostsResponse__Output as _screenshelf_community_v1_ListPostsResponse__Output } from './screenshelf/community/v1/ListPostsResponse.js';
import type { ListSupportRequestsRequest as _screenshelf_community_v1_ListSupportRequestsRequest, ListSupportRequestsRequest__Output as _screenshelf_community_v1_ListSupportRequestsRequest__Output } from './screenshelf/community/v1/ListSupportRequestsRequest.js';
import type { ListSupportRequestsResponse as _screenshelf_community_v1_ListSupportRequestsResponse, ListSupportRequestsResponse__Output as _screenshelf_community_v1_ListSupportRequestsResponse__Output } from './screenshelf/community/v1/ListSupportRequestsResponse.js';
import type { NewsletterIssue as _screenshelf_community_v1_NewsletterIssue, NewsletterIssue__Output as _screenshelf_community_v1_NewsletterIssue__Output } from './screenshelf/community/v1/NewsletterIssue.js';
import type { Post as _screenshelf_community_v1_Post, Post__Output as _screenshelf_community_v1_Post__Output } from './screenshelf/community/v1/Post.js';
import type { SubscribeRequest as _screenshelf_community_v1_SubscribeRequest, SubscribeRequest__Output as _screenshelf_community_v1_SubscribeRequest__Output } from './screenshelf/community/v1/SubscribeRequest.js';
import type { Subscription as _screenshelf_community_v1_Subscription, Subscription__Output as _screenshelf_community_v1_Subscription__Output } from './screenshelf/community/v1/Subscription.js';
import type { SupportClient as _screenshelf_community_v1_SupportClient, SupportDefinition as _screenshelf_community_v1_SupportDefinition } from './screenshelf/community/v1/Support.js';
import type { SupportRequest as _screenshelf_community_v1_SupportRequest, SupportRequest__Output as _screenshelf_community_v1_SupportRequest__Output } from './screenshelf/community/v1/SupportRequest.js';
import type { TokenRequest as _screenshelf_community_v1_TokenRequest, TokenRequest__Output as _screenshelf_community_v1_TokenRequest__Output } from './screenshelf/community/v1/TokenRequest.js';
import type { UpdateSupportRequestRequest as _screenshelf_community_v1_UpdateSupportRequestRequest, UpdateSupportRequestRequest__Output as _screenshelf_community_v1_UpdateSupportRequestRequest__Output } from './screenshelf/community/v1/UpdateSupportRequestRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    community: {
      v1: {
        Community: SubtypeConstructor<typeof grpc.Client, _screenshelf_community_v1_CommunityClient> & { service: _screenshelf_community_v1_CommunityDefinition }
        CreateIssueRequest: MessageTypeDefinition<_screenshelf_community_v1_CreateIssueRequest, _screenshelf_community_v1_CreateIssueRequest__Output>
        CreateSupportRequest: MessageTypeDefinition<_screenshelf_community_v1_CreateSupportRequest, _screenshelf_community_v1_CreateSupportRequest__Output>
        GetSubscriptionRequest: MessageTypeDefinition<_screenshelf_community_v1_GetSubscriptionRequest, _screenshelf_community_v1_GetSubscriptionRequest__Output>
        IssueIdRequest: MessageTypeDefinition<_screenshelf_community_v1_IssueIdRequest, _screenshelf_community_v1_IssueIdRequest__Output>
        IssuePreview: MessageTypeDefinition<_screenshelf_community_v1_IssuePreview, _screenshelf_community_v1_IssuePreview__Output>
        ListIssuesRequest: MessageTypeDefinition<_screenshelf_community_v1_ListIssuesRequest, _screenshelf_community_v1_ListIssuesRequest__Output>
        ListIssuesResponse: MessageTypeDefinition<_screenshelf_community_v1_ListIssuesResponse, _screenshelf_community_v1_ListIssuesResponse__Output>
        ListPostsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListPostsRequest, _screenshelf_community_v1_ListPostsRequest__Output>
        ListPostsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListPostsResponse, _screenshelf_community_v1_ListPostsResponse__Output>
        ListSupportRequestsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListSupportRequestsRequest, _screenshelf_community_v1_ListSupportRequestsRequest__Output>
        ListSupportRequestsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListSupportRequestsResponse, _screenshelf_community_v1_ListSupportRequestsResponse__Output>
        NewsletterIssue: MessageTypeDefinition<_screenshelf_community_v1_NewsletterIssue, _screenshelf_community_v1_NewsletterIssue__Output>
        Post: MessageTypeDefinition<_screenshelf_community_v1_Post, _screenshelf_community_v1_Post__Output>
        SubscribeRequest: MessageTypeDefinition<_screenshelf_community_v1_SubscribeRequest, _screenshelf_community_v1_SubscribeRequest__Output>
        Subscription: MessageTypeDefinition<_screenshelf_community_v1_Subscription, _screenshelf_community_v1_Subscription__Output>
        Support: SubtypeConstructor<typeof grpc.Client, _screenshelf_community_v1_SupportClient> & { service: _screenshelf_community_v1_SupportDefinition }
        SupportRequest: MessageTypeDefinition<_screenshelf_community_v1_SupportRequest, _screenshelf_community_v1_SupportRequest__Output>
        TokenRequest: MessageTypeDefinition<_screenshelf_community_v1_TokenRequest, _screenshelf_community_v1_TokenRequest__Output>
        UpdateSupportRequestRequest: MessageTypeDefinition<_screenshelf_community_v1_UpdateSupportRequestRequest, _screenshelf_community_v1_UpdateSupportRequestRequest__Output>
      }
    }
  }
}

