import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Author as _screenshelf_community_v1_Author, Author__Output as _screenshelf_community_v1_Author__Output } from './screenshelf/community/v1/Author.js';
import type { Comment as _screenshelf_community_v1_Comment, Comment__Output as _screenshelf_community_v1_Comment__Output } from './screenshelf/community/v1/Comment.js';
import type { CommentInput as _screenshelf_community_v1_CommentInput, CommentInput__Output as _screenshelf_community_v1_CommentInput__Output } from './screenshelf/community/v1/CommentInput.js';
import type { CommunityClient as _screenshelf_community_v1_CommunityClient, CommunityDefinition as _screenshelf_community_v1_CommunityDefinition } from './screenshelf/community/v1/Community.js';
import type { CountMailsRequest as _screenshelf_community_v1_CountMailsRequest, CountMailsRequest__Output as _screenshelf_community_v1_CountMailsRequest__Output } from './screenshelf/community/v1/CountMailsRequest.js';
import type { CreateIssueRequest as _screenshelf_community_v1_CreateIssueRequest, CreateIssueRequest__Output as _screenshelf_community_v1_CreateIssueRequest__Output } from './screenshelf/community/v1/CreateIssueRequest.js';
import type { CreateSupportRequest as _screenshelf_community_v1_CreateSupportRequest, CreateSupportRequest__Output as _screenshelf_community_v1_CreateSupportRequest__Output } from './screenshelf/community/v1/CreateSupportRequest.js';
import type { DeleteResult as _screenshelf_community_v1_DeleteResult, DeleteResult__Output as _screenshelf_community_v1_DeleteResult__Output } from './screenshelf/community/v1/DeleteResult.js';
import type { GetSubscriptionRequest as _screenshelf_community_v1_GetSubscriptionRequest, GetSubscriptionRequest__Output as _screenshelf_community_v1_GetSubscriptionRequest__Output } from './screenshelf/community/v1/GetSubscriptionRequest.js';
import type { IssueIdRequest as _screenshelf_community_v1_IssueIdRequest, IssueIdRequest__Output as _screenshelf_community_v1_IssueIdRequest__Output } from './screenshelf/community/v1/IssueIdRequest.js';
import type { IssuePreview as _screenshelf_community_v1_IssuePreview, IssuePreview__Output as _screenshelf_community_v1_IssuePreview__Output } from './screenshelf/community/v1/IssuePreview.js';
import type { ListCommentsRequest as _screenshelf_community_v1_ListCommentsRequest, ListCommentsRequest__Output as _screenshelf_community_v1_ListCommentsRequest__Output } from './screenshelf/community/v1/ListCommentsRequest.js';
import type { ListCommentsResponse as _screenshelf_community_v1_ListCommentsResponse, ListCommentsResponse__Output as _screenshelf_community_v1_ListCommentsResponse__Output } from './screenshelf/community/v1/ListCommentsResponse.js';
import type { ListIssuesRequest as _screenshelf_community_v1_ListIssuesRequest, ListIssuesRequest__Output as _screenshelf_community_v1_ListIssuesRequest__Output } from './screenshelf/community/v1/ListIssuesRequest.js';
import type { ListIssuesResponse as _screenshelf_community_v1_ListIssuesResponse, ListIssuesResponse__Output as _screenshelf_community_v1_ListIssuesResponse__Output } from './screenshelf/community/v1/ListIssuesResponse.js';
import type { ListMailsRequest as _screenshelf_community_v1_ListMailsRequest, ListMailsRequest__Output as _screenshelf_community_v1_ListMailsRequest__Output } from './screenshelf/community/v1/ListMailsRequest.js';
import type { ListMailsResponse as _screenshelf_community_v1_ListMailsResponse, ListMailsResponse__Output as _screenshelf_community_v1_ListMailsResponse__Output } from './screenshelf/community/v1/ListMailsResponse.js';
import type { ListPostsRequest as _screenshelf_community_v1_ListPostsRequest, ListPostsRequest__Output as _screenshelf_community_v1_ListPostsRequest__Output } from './screenshelf/community/v1/ListPostsRequest.js';
import type { ListPostsResponse as _screenshelf_community_v1_ListPostsResponse, ListPostsResponse__Output as _screenshelf_community_v1_ListPostsResponse__Output } from './screenshelf/community/v1/ListPostsResponse.js';
import type { ListReportsRequest as _screenshelf_community_v1_ListReportsRequest, ListReportsRequest__Output as _screenshelf_community_v1_ListReportsRequest__Output } from './screenshelf/community/v1/ListReportsRequest.js';
import type { ListReportsResponse as _screenshelf_community_v1_ListReportsResponse, ListReportsResponse__Output as _screenshelf_community_v1_ListReportsResponse__Output } from './screenshelf/community/v1/ListReportsResponse.js';
import type { ListSupportRequestsRequest as _screenshelf_community_v1_ListSupportRequestsRequest, ListSupportRequestsRequest__Output as _screenshelf_community_v1_ListSupportRequestsRequest__Output } from './screenshelf/community/v1/ListSupportRequestsRequest.js';
import type { ListSupportRequestsResponse as _screenshelf_community_v1_ListSupportRequestsResponse, ListSupportRequestsResponse__Output as _screenshelf_community_v1_ListSupportRequestsResponse__Output } from './screenshelf/community/v1/ListSupportRequestsResponse.js';
import type { MailCounts as _screenshelf_community_v1_MailCounts, MailCounts__Output as _screenshelf_community_v1_MailCounts__Output } from './screenshelf/community/v1/MailCounts.js';
import type { MailIdRequest as _screenshelf_community_v1_MailIdRequest, MailIdRequest__Output as _screenshelf_community_v1_MailIdRequest__Output } from './screenshelf/community/v1/MailIdRequest.js';
import type { MailRecord as _screenshelf_community_v1_MailRecord, MailRecord__Output as _screenshelf_community_v1_MailRecord__Output } from './screenshelf/community/v1/MailRecord.js';
import type { NewsletterIssue as _screenshelf_community_v1_NewsletterIssue, NewsletterIssue__Output as _screenshelf_community_v1_NewsletterIssue__Output } from './screenshelf/community/v1/NewsletterIssue.js';
import type { Post as _screenshelf_community_v1_Post, Post__Output as _screenshelf_community_v1_Post__Output } from './screenshelf/community/v1/Post.js';
import type { PostInput as _screenshelf_community_v1_PostInput, PostInput__Output as _screenshelf_community_v1_PostInput__Output } from './screenshelf/community/v1/PostInput.js';
import type { PostRef as _screenshelf_community_v1_PostRef, PostRef__Output as _screenshelf_community_v1_PostRef__Output } from './screenshelf/community/v1/PostRef.js';
import type { Report as _screenshelf_community_v1_Report, Report__Output as _screenshelf_community_v1_Report__Output } from './screenshelf/community/v1/Report.js';
import type { ReportInput as _screenshelf_community_v1_ReportInput, ReportInput__Output as _screenshelf_community_v1_ReportInput__Output } from './screenshelf/community/v1/ReportInput.js';
import type { ReportState as _screenshelf_community_v1_ReportState, ReportState__Output as _screenshelf_community_v1_ReportState__Output } from './screenshelf/community/v1/ReportState.js';
import type { ReportedPost as _screenshelf_community_v1_ReportedPost, ReportedPost__Output as _screenshelf_community_v1_ReportedPost__Output } from './screenshelf/community/v1/ReportedPost.js';
import type { Screen as _screenshelf_community_v1_Screen, Screen__Output as _screenshelf_community_v1_Screen__Output } from './screenshelf/community/v1/Screen.js';
import type { ScreenRef as _screenshelf_community_v1_ScreenRef, ScreenRef__Output as _screenshelf_community_v1_ScreenRef__Output } from './screenshelf/community/v1/ScreenRef.js';
import type { SetVisibilityRequest as _screenshelf_community_v1_SetVisibilityRequest, SetVisibilityRequest__Output as _screenshelf_community_v1_SetVisibilityRequest__Output } from './screenshelf/community/v1/SetVisibilityRequest.js';
import type { SubscribeRequest as _screenshelf_community_v1_SubscribeRequest, SubscribeRequest__Output as _screenshelf_community_v1_SubscribeRequest__Output } from './screenshelf/community/v1/SubscribeRequest.js';
import type { Subscription as _screenshelf_community_v1_Subscription, Subscription__Output as _screenshelf_community_v1_Subscription__Output } from './screenshelf/community/v1/Subscription.js';
import type { SupportClient as _screenshelf_community_v1_SupportClient, SupportDefinition as _screenshelf_community_v1_SupportDefinition } from './screenshelf/community/v1/Support.js';
import type { SupportRequest as _screenshelf_community_v1_SupportRequest, SupportRequest__Output as _screenshelf_community_v1_SupportRequest__Output } from './screenshelf/community/v1/SupportRequest.js';
import type { TokenRequest as _screenshelf_community_v1_TokenRequest, TokenRequest__Output as _screenshelf_community_v1_TokenRequest__Output } from './screenshelf/community/v1/TokenRequest.js';
import type { UpdatePostRequest as _screenshelf_community_v1_UpdatePostRequest, UpdatePostRequest__Output as _screenshelf_community_v1_UpdatePostRequest__Output } from './screenshelf/community/v1/UpdatePostRequest.js';
import type { UpdateSupportRequestRequest as _screenshelf_community_v1_UpdateSupportRequestRequest, UpdateSupportRequestRequest__Output as _screenshelf_community_v1_UpdateSupportRequestRequest__Output } from './screenshelf/community/v1/UpdateSupportRequestRequest.js';
import type { VoteRequest as _screenshelf_community_v1_VoteRequest, VoteRequest__Output as _screenshelf_community_v1_VoteRequest__Output } from './screenshelf/community/v1/VoteRequest.js';
import type { VoteState as _screenshelf_community_v1_VoteState, VoteState__Output as _screenshelf_community_v1_VoteState__Output } from './screenshelf/community/v1/VoteState.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    community: {
      v1: {
        Author: MessageTypeDefinition<_screenshelf_community_v1_Author, _screenshelf_community_v1_Author__Output>
        Comment: MessageTypeDefinition<_screenshelf_community_v1_Comment, _screenshelf_community_v1_Comment__Output>
        CommentInput: MessageTypeDefinition<_screenshelf_community_v1_CommentInput, _screenshelf_community_v1_CommentInput__Output>
        Community: SubtypeConstructor<typeof grpc.Client, _screenshelf_community_v1_CommunityClient> & { service: _screenshelf_community_v1_CommunityDefinition }
        CountMailsRequest: MessageTypeDefinition<_screenshelf_community_v1_CountMailsRequest, _screenshelf_community_v1_CountMailsRequest__Output>
        CreateIssueRequest: MessageTypeDefinition<_screenshelf_community_v1_CreateIssueRequest, _screenshelf_community_v1_CreateIssueRequest__Output>
        CreateSupportRequest: MessageTypeDefinition<_screenshelf_community_v1_CreateSupportRequest, _screenshelf_community_v1_CreateSupportRequest__Output>
        DeleteResult: MessageTypeDefinition<_screenshelf_community_v1_DeleteResult, _screenshelf_community_v1_DeleteResult__Output>
        GetSubscriptionRequest: MessageTypeDefinition<_screenshelf_community_v1_GetSubscriptionRequest, _screenshelf_community_v1_GetSubscriptionRequest__Output>
        IssueIdRequest: MessageTypeDefinition<_screenshelf_community_v1_IssueIdRequest, _screenshelf_community_v1_IssueIdRequest__Output>
        IssuePreview: MessageTypeDefinition<_screenshelf_community_v1_IssuePreview, _screenshelf_community_v1_IssuePreview__Output>
        ListCommentsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListCommentsRequest, _screenshelf_community_v1_ListCommentsRequest__Output>
        ListCommentsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListCommentsResponse, _screenshelf_community_v1_ListCommentsResponse__Output>
        ListIssuesRequest: MessageTypeDefinition<_screenshelf_community_v1_ListIssuesRequest, _screenshelf_community_v1_ListIssuesRequest__Output>
        ListIssuesResponse: MessageTypeDefinition<_screenshelf_community_v1_ListIssuesResponse, _screenshelf_community_v1_ListIssuesResponse__Output>
        ListMailsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListMailsRequest, _screenshelf_community_v1_ListMailsRequest__Output>
        ListMailsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListMailsResponse, _screenshelf_community_v1_ListMailsResponse__Output>
        ListPostsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListPostsRequest, _screenshelf_community_v1_ListPostsRequest__Output>
        ListPostsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListPostsResponse, _screenshelf_community_v1_ListPostsResponse__Output>
        ListReportsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListReportsRequest, _screenshelf_community_v1_ListReportsRequest__Output>
        ListReportsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListReportsResponse, _screenshelf_community_v1_ListReportsResponse__Output>
        ListSupportRequestsRequest: MessageTypeDefinition<_screenshelf_community_v1_ListSupportRequestsRequest, _screenshelf_community_v1_ListSupportRequestsRequest__Output>
        ListSupportRequestsResponse: MessageTypeDefinition<_screenshelf_community_v1_ListSupportRequestsResponse, _screenshelf_community_v1_ListSupportRequestsResponse__Output>
        MailCounts: MessageTypeDefinition<_screenshelf_community_v1_MailCounts, _screenshelf_community_v1_MailCounts__Output>
        MailIdRequest: MessageTypeDefinition<_screenshelf_community_v1_MailIdRequest, _screenshelf_community_v1_MailIdRequest__Output>
        MailRecord: MessageTypeDefinition<_screenshelf_community_v1_MailRecord, _screenshelf_community_v1_MailRecord__Output>
        NewsletterIssue: MessageTypeDefinition<_screenshelf_community_v1_NewsletterIssue, _screenshelf_community_v1_NewsletterIssue__Output>
        Post: MessageTypeDefinition<_screenshelf_community_v1_Post, _screenshelf_community_v1_Post__Output>
        PostInput: MessageTypeDefinition<_screenshelf_community_v1_PostInput, _screenshelf_community_v1_PostInput__Output>
        PostRef: MessageTypeDefinition<_screenshelf_community_v1_PostRef, _screenshelf_community_v1_PostRef__Output>
        Report: MessageTypeDefinition<_screenshelf_community_v1_Report, _screenshelf_community_v1_Report__Output>
        ReportInput: MessageTypeDefinition<_screenshelf_community_v1_ReportInput, _screenshelf_community_v1_ReportInput__Output>
        ReportState: MessageTypeDefinition<_screenshelf_community_v1_ReportState, _screenshelf_community_v1_ReportState__Output>
        ReportedPost: MessageTypeDefinition<_screenshelf_community_v1_ReportedPost, _screenshelf_community_v1_ReportedPost__Output>
        Screen: MessageTypeDefinition<_screenshelf_community_v1_Screen, _screenshelf_community_v1_Screen__Output>
        ScreenRef: MessageTypeDefinition<_screenshelf_community_v1_ScreenRef, _screenshelf_community_v1_ScreenRef__Output>
        SetVisibilityRequest: MessageTypeDefinition<_screenshelf_community_v1_SetVisibilityRequest, _screenshelf_community_v1_SetVisibilityRequest__Output>
        SubscribeRequest: MessageTypeDefinition<_screenshelf_community_v1_SubscribeRequest, _screenshelf_community_v1_SubscribeRequest__Output>
        Subscription: MessageTypeDefinition<_screenshelf_community_v1_Subscription, _screenshelf_community_v1_Subscription__Output>
        Support: SubtypeConstructor<typeof grpc.Client, _screenshelf_community_v1_SupportClient> & { service: _screenshelf_community_v1_SupportDefinition }
        SupportRequest: MessageTypeDefinition<_screenshelf_community_v1_SupportRequest, _screenshelf_community_v1_SupportRequest__Output>
        TokenRequest: MessageTypeDefinition<_screenshelf_community_v1_TokenRequest, _screenshelf_community_v1_TokenRequest__Output>
        UpdatePostRequest: MessageTypeDefinition<_screenshelf_community_v1_UpdatePostRequest, _screenshelf_community_v1_UpdatePostRequest__Output>
        UpdateSupportRequestRequest: MessageTypeDefinition<_screenshelf_community_v1_UpdateSupportRequestRequest, _screenshelf_community_v1_UpdateSupportRequestRequest__Output>
        VoteRequest: MessageTypeDefinition<_screenshelf_community_v1_VoteRequest, _screenshelf_community_v1_VoteRequest__Output>
        VoteState: MessageTypeDefinition<_screenshelf_community_v1_VoteState, _screenshelf_community_v1_VoteState__Output>
      }
    }
  }
}

