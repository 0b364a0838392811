// Original file: community.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Comment as _screenshelf_community_v1_Comment, Comment__Output as _screenshelf_community_v1_Comment__Output } from '../../../screenshelf/community/v1/Comment.js';
import type { CommentInput as _screenshelf_community_v1_CommentInput, CommentInput__Output as _screenshelf_community_v1_CommentInput__Output } from '../../../screenshelf/community/v1/CommentInput.js';
import type { DeleteResult as _screenshelf_community_v1_DeleteResult, DeleteResult__Output as _screenshelf_community_v1_DeleteResult__Output } from '../../../screenshelf/community/v1/DeleteResult.js';
import type { ListCommentsRequest as _screenshelf_community_v1_ListCommentsRequest, ListCommentsRequest__Output as _screenshelf_community_v1_ListCommentsRequest__Output } from '../../../screenshelf/community/v1/ListCommentsRequest.js';
import type { ListCommentsResponse as _screenshelf_community_v1_ListCommentsResponse, ListCommentsResponse__Output as _screenshelf_community_v1_ListCommentsResponse__Output } from '../../../screenshelf/community/v1/ListCommentsResponse.js';
import type { ListPostsRequest as _screenshelf_community_v1_ListPostsRequest, ListPostsRequest__Output as _screenshelf_community_v1_ListPostsRequest__Output } from '../../../screenshelf/community/v1/ListPostsRequest.js';
import type { ListPostsResponse as _screenshelf_community_v1_ListPostsResponse, ListPostsResponse__Output as _screenshelf_community_v1_ListPostsResponse__Output } from '../../../screenshelf/community/v1/ListPostsResponse.js';
import type { ListReportsRequest as _screenshelf_community_v1_ListReportsRequest, ListReportsRequest__Output as _screenshelf_community_v1_ListReportsRequest__Output } from '../../../screenshelf/community/v1/ListReportsRequest.js';
import type { ListReportsResponse as _screenshelf_community_v1_ListReportsResponse, ListReportsResponse__Output as _screenshelf_community_v1_ListReportsResponse__Output } from '../../../screenshelf/community/v1/ListReportsResponse.js';
import type { Post as _screenshelf_community_v1_Post, Post__Output as _screenshelf_community_v1_Post__Output } from '../../../screenshelf/community/v1/Post.js';
import type { PostInput as _screenshelf_community_v1_PostInput, PostInput__Output as _screenshelf_community_v1_PostInput__Output } from '../../../screenshelf/community/v1/PostInput.js';
import type { PostRef as _screenshelf_community_v1_PostRef, PostRef__Output as _screenshelf_community_v1_PostRef__Output } from '../../../screenshelf/community/v1/PostRef.js';
import type { ReportInput as _screenshelf_community_v1_ReportInput, ReportInput__Output as _screenshelf_community_v1_ReportInput__Output } from '../../../screenshelf/community/v1/ReportInput.js';
import type { ReportState as _screenshelf_community_v1_ReportState, ReportState__Output as _screenshelf_community_v1_ReportState__Output } from '../../../screenshelf/community/v1/ReportState.js';
import type { SetVisibilityRequest as _screenshelf_community_v1_SetVisibilityRequest, SetVisibilityRequest__Output as _screenshelf_community_v1_SetVisibilityRequest__Output } from '../../../screenshelf/community/v1/SetVisibilityRequest.js';
import type { UpdatePostRequest as _screenshelf_community_v1_UpdatePostRequest, UpdatePostRequest__Output as _screenshelf_community_v1_UpdatePostRequest__Output } from '../../../screenshelf/community/v1/UpdatePostRequest.js';
import type { VoteRequest as _screenshelf_community_v1_VoteRequest, VoteRequest__Output as _screenshelf_community_v1_VoteRequest__Output } from '../../../screenshelf/community/v1/VoteRequest.js';
import type { VoteState as _screenshelf_community_v1_VoteState, VoteState__Output as _screenshelf_community_v1_VoteState__Output } from '../../../screenshelf/community/v1/VoteState.js';

export interface CommunityClient extends grpc.Client {
  CreateComment(argument: _screenshelf_community_v1_CommentInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  CreateComment(argument: _screenshelf_community_v1_CommentInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  CreateComment(argument: _screenshelf_community_v1_CommentInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  CreateComment(argument: _screenshelf_community_v1_CommentInput, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  createComment(argument: _screenshelf_community_v1_CommentInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  createComment(argument: _screenshelf_community_v1_CommentInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  createComment(argument: _screenshelf_community_v1_CommentInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  createComment(argument: _screenshelf_community_v1_CommentInput, callback: grpc.requestCallback<_screenshelf_community_v1_Comment__Output>): grpc.ClientUnaryCall;
  
  CreatePost(argument: _screenshelf_community_v1_PostInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  CreatePost(argument: _screenshelf_community_v1_PostInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  CreatePost(argument: _screenshelf_community_v1_PostInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  CreatePost(argument: _screenshelf_community_v1_PostInput, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  createPost(argument: _screenshelf_community_v1_PostInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  createPost(argument: _screenshelf_community_v1_PostInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  createPost(argument: _screenshelf_community_v1_PostInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  createPost(argument: _screenshelf_community_v1_PostInput, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  
  DeletePost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeletePost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeletePost(argument: _screenshelf_community_v1_PostRef, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeletePost(argument: _screenshelf_community_v1_PostRef, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePost(argument: _screenshelf_community_v1_PostRef, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePost(argument: _screenshelf_community_v1_PostRef, callback: grpc.requestCallback<_screenshelf_community_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  
  GetPost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  GetPost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  GetPost(argument: _screenshelf_community_v1_PostRef, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  GetPost(argument: _screenshelf_community_v1_PostRef, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  getPost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  getPost(argument: _screenshelf_community_v1_PostRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  getPost(argument: _screenshelf_community_v1_PostRef, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  getPost(argument: _screenshelf_community_v1_PostRef, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  
  ListComments(argument: _screenshelf_community_v1_ListCommentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  ListComments(argument: _screenshelf_community_v1_ListCommentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  ListComments(argument: _screenshelf_community_v1_ListCommentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  ListComments(argument: _screenshelf_community_v1_ListCommentsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  listComments(argument: _screenshelf_community_v1_ListCommentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  listComments(argument: _screenshelf_community_v1_ListCommentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  listComments(argument: _screenshelf_community_v1_ListCommentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  listComments(argument: _screenshelf_community_v1_ListCommentsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListCommentsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  ListPosts(argument: _screenshelf_community_v1_ListPostsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  listPosts(argument: _screenshelf_community_v1_ListPostsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListPostsResponse__Output>): grpc.ClientUnaryCall;
  
  ListReports(argument: _screenshelf_community_v1_ListReportsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  ListReports(argument: _screenshelf_community_v1_ListReportsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  ListReports(argument: _screenshelf_community_v1_ListReportsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  ListReports(argument: _screenshelf_community_v1_ListReportsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _screenshelf_community_v1_ListReportsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _screenshelf_community_v1_ListReportsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _screenshelf_community_v1_ListReportsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  listReports(argument: _screenshelf_community_v1_ListReportsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListReportsResponse__Output>): grpc.ClientUnaryCall;
  
  ReportPost(argument: _screenshelf_community_v1_ReportInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  ReportPost(argument: _screenshelf_community_v1_ReportInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  ReportPost(argument: _screenshelf_community_v1_ReportInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  ReportPost(argument: _screenshelf_community_v1_ReportInput, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  reportPost(argument: _screenshelf_community_v1_ReportInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  reportPost(argument: _screenshelf_community_v1_ReportInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  reportPost(argument: _screenshelf_community_v1_ReportInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  reportPost(argument: _screenshelf_community_v1_ReportInput, callback: grpc.requestCallback<_screenshelf_community_v1_ReportState__Output>): grpc.ClientUnaryCall;
  
  SetVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  SetVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  SetVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  SetVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  setVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  setVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  setVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  setVisibility(argument: _screenshelf_community_v1_SetVisibilityRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  
  UpdatePost(argument: _screenshelf_community_v1_UpdatePostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  UpdatePost(argument: _screenshelf_community_v1_UpdatePostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  UpdatePost(argument: _screenshelf_community_v1_UpdatePostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  UpdatePost(argument: _screenshelf_community_v1_UpdatePostRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  updatePost(argument: _screenshelf_community_v1_UpdatePostRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  updatePost(argument: _screenshelf_community_v1_UpdatePostRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  updatePost(argument: _screenshelf_community_v1_UpdatePostRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  updatePost(argument: _screenshelf_community_v1_UpdatePostRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Post__Output>): grpc.ClientUnaryCall;
  
  Vote(argument: _screenshelf_community_v1_VoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  Vote(argument: _screenshelf_community_v1_VoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  Vote(argument: _screenshelf_community_v1_VoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  Vote(argument: _screenshelf_community_v1_VoteRequest, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  vote(argument: _screenshelf_community_v1_VoteRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  vote(argument: _screenshelf_community_v1_VoteRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  vote(argument: _screenshelf_community_v1_VoteRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  vote(argument: _screenshelf_community_v1_VoteRequest, callback: grpc.requestCallback<_screenshelf_community_v1_VoteState__Output>): grpc.ClientUnaryCall;
  
}

export interface CommunityHandlers extends grpc.UntypedServiceImplementation {
  CreateComment: grpc.handleUnaryCall<_screenshelf_community_v1_CommentInput__Output, _screenshelf_community_v1_Comment>;
  
  CreatePost: grpc.handleUnaryCall<_screenshelf_community_v1_PostInput__Output, _screenshelf_community_v1_Post>;
  
  DeletePost: grpc.handleUnaryCall<_screenshelf_community_v1_PostRef__Output, _screenshelf_community_v1_DeleteResult>;
  
  GetPost: grpc.handleUnaryCall<_screenshelf_community_v1_PostRef__Output, _screenshelf_community_v1_Post>;
  
  ListComments: grpc.handleUnaryCall<_screenshelf_community_v1_ListCommentsRequest__Output, _screenshelf_community_v1_ListCommentsResponse>;
  
  ListPosts: grpc.handleUnaryCall<_screenshelf_community_v1_ListPostsRequest__Output, _screenshelf_community_v1_ListPostsResponse>;
  
  ListReports: grpc.handleUnaryCall<_screenshelf_community_v1_ListReportsRequest__Output, _screenshelf_community_v1_ListReportsResponse>;
  
  ReportPost: grpc.handleUnaryCall<_screenshelf_community_v1_ReportInput__Output, _screenshelf_community_v1_ReportState>;
  
  SetVisibility: grpc.handleUnaryCall<_screenshelf_community_v1_SetVisibilityRequest__Output, _screenshelf_community_v1_Post>;
  
  UpdatePost: grpc.handleUnaryCall<_screenshelf_community_v1_UpdatePostRequest__Output, _screenshelf_community_v1_Post>;
  
  Vote: grpc.handleUnaryCall<_screenshelf_community_v1_VoteRequest__Output, _screenshelf_community_v1_VoteState>;
  
}

export interface CommunityDefinition extends grpc.ServiceDefinition {
  CreateComment: MethodDefinition<_screenshelf_community_v1_CommentInput, _screenshelf_community_v1_Comment, _screenshelf_community_v1_CommentInput__Output, _screenshelf_community_v1_Comment__Output>
  CreatePost: MethodDefinition<_screenshelf_community_v1_PostInput, _screenshelf_community_v1_Post, _screenshelf_community_v1_PostInput__Output, _screenshelf_community_v1_Post__Output>
  DeletePost: MethodDefinition<_screenshelf_community_v1_PostRef, _screenshelf_community_v1_DeleteResult, _screenshelf_community_v1_PostRef__Output, _screenshelf_community_v1_DeleteResult__Output>
  GetPost: MethodDefinition<_screenshelf_community_v1_PostRef, _screenshelf_community_v1_Post, _screenshelf_community_v1_PostRef__Output, _screenshelf_community_v1_Post__Output>
  ListComments: MethodDefinition<_screenshelf_community_v1_ListCommentsRequest, _screenshelf_community_v1_ListCommentsResponse, _screenshelf_community_v1_ListCommentsRequest__Output, _screenshelf_community_v1_ListCommentsResponse__Output>
  ListPosts: MethodDefinition<_screenshelf_community_v1_ListPostsRequest, _screenshelf_community_v1_ListPostsResponse, _screenshelf_community_v1_ListPostsRequest__Output, _screenshelf_community_v1_ListPostsResponse__Output>
  ListReports: MethodDefinition<_screenshelf_community_v1_ListReportsRequest, _screenshelf_community_v1_ListReportsResponse, _screenshelf_community_v1_ListReportsRequest__Output, _screenshelf_community_v1_ListReportsResponse__Output>
  ReportPost: MethodDefinition<_screenshelf_community_v1_ReportInput, _screenshelf_community_v1_ReportState, _screenshelf_community_v1_ReportInput__Output, _screenshelf_community_v1_ReportState__Output>
  SetVisibility: MethodDefinition<_screenshelf_community_v1_SetVisibilityRequest, _screenshelf_community_v1_Post, _screenshelf_community_v1_SetVisibilityRequest__Output, _screenshelf_community_v1_Post__Output>
  UpdatePost: MethodDefinition<_screenshelf_community_v1_UpdatePostRequest, _screenshelf_community_v1_Post, _screenshelf_community_v1_UpdatePostRequest__Output, _screenshelf_community_v1_Post__Output>
  Vote: MethodDefinition<_screenshelf_community_v1_VoteRequest, _screenshelf_community_v1_VoteState, _screenshelf_community_v1_VoteRequest__Output, _screenshelf_community_v1_VoteState__Output>
}
