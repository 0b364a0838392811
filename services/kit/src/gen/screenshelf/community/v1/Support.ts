// Original file: community.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CountMailsRequest as _screenshelf_community_v1_CountMailsRequest, CountMailsRequest__Output as _screenshelf_community_v1_CountMailsRequest__Output } from '../../../screenshelf/community/v1/CountMailsRequest.js';
import type { CreateIssueRequest as _screenshelf_community_v1_CreateIssueRequest, CreateIssueRequest__Output as _screenshelf_community_v1_CreateIssueRequest__Output } from '../../../screenshelf/community/v1/CreateIssueRequest.js';
import type { CreateSupportRequest as _screenshelf_community_v1_CreateSupportRequest, CreateSupportRequest__Output as _screenshelf_community_v1_CreateSupportRequest__Output } from '../../../screenshelf/community/v1/CreateSupportRequest.js';
import type { GetSubscriptionRequest as _screenshelf_community_v1_GetSubscriptionRequest, GetSubscriptionRequest__Output as _screenshelf_community_v1_GetSubscriptionRequest__Output } from '../../../screenshelf/community/v1/GetSubscriptionRequest.js';
import type { IssueIdRequest as _screenshelf_community_v1_IssueIdRequest, IssueIdRequest__Output as _screenshelf_community_v1_IssueIdRequest__Output } from '../../../screenshelf/community/v1/IssueIdRequest.js';
import type { IssuePreview as _screenshelf_community_v1_IssuePreview, IssuePreview__Output as _screenshelf_community_v1_IssuePreview__Output } from '../../../screenshelf/community/v1/IssuePreview.js';
import type { ListIssuesRequest as _screenshelf_community_v1_ListIssuesRequest, ListIssuesRequest__Output as _screenshelf_community_v1_ListIssuesRequest__Output } from '../../../screenshelf/community/v1/ListIssuesRequest.js';
import type { ListIssuesResponse as _screenshelf_community_v1_ListIssuesResponse, ListIssuesResponse__Output as _screenshelf_community_v1_ListIssuesResponse__Output } from '../../../screenshelf/community/v1/ListIssuesResponse.js';
import type { ListMailsRequest as _screenshelf_community_v1_ListMailsRequest, ListMailsRequest__Output as _screenshelf_community_v1_ListMailsRequest__Output } from '../../../screenshelf/community/v1/ListMailsRequest.js';
import type { ListMailsResponse as _screenshelf_community_v1_ListMailsResponse, ListMailsResponse__Output as _screenshelf_community_v1_ListMailsResponse__Output } from '../../../screenshelf/community/v1/ListMailsResponse.js';
import type { ListSupportRequestsRequest as _screenshelf_community_v1_ListSupportRequestsRequest, ListSupportRequestsRequest__Output as _screenshelf_community_v1_ListSupportRequestsRequest__Output } from '../../../screenshelf/community/v1/ListSupportRequestsRequest.js';
import type { ListSupportRequestsResponse as _screenshelf_community_v1_ListSupportRequestsResponse, ListSupportRequestsResponse__Output as _screenshelf_community_v1_ListSupportRequestsResponse__Output } from '../../../screenshelf/community/v1/ListSupportRequestsResponse.js';
import type { MailCounts as _screenshelf_community_v1_MailCounts, MailCounts__Output as _screenshelf_community_v1_MailCounts__Output } from '../../../screenshelf/community/v1/MailCounts.js';
import type { MailIdRequest as _screenshelf_community_v1_MailIdRequest, MailIdRequest__Output as _screenshelf_community_v1_MailIdRequest__Output } from '../../../screenshelf/community/v1/MailIdRequest.js';
import type { MailRecord as _screenshelf_community_v1_MailRecord, MailRecord__Output as _screenshelf_community_v1_MailRecord__Output } from '../../../screenshelf/community/v1/MailRecord.js';
import type { NewsletterIssue as _screenshelf_community_v1_NewsletterIssue, NewsletterIssue__Output as _screenshelf_community_v1_NewsletterIssue__Output } from '../../../screenshelf/community/v1/NewsletterIssue.js';
import type { SubscribeRequest as _screenshelf_community_v1_SubscribeRequest, SubscribeRequest__Output as _screenshelf_community_v1_SubscribeRequest__Output } from '../../../screenshelf/community/v1/SubscribeRequest.js';
import type { Subscription as _screenshelf_community_v1_Subscription, Subscription__Output as _screenshelf_community_v1_Subscription__Output } from '../../../screenshelf/community/v1/Subscription.js';
import type { SupportRequest as _screenshelf_community_v1_SupportRequest, SupportRequest__Output as _screenshelf_community_v1_SupportRequest__Output } from '../../../screenshelf/community/v1/SupportRequest.js';
import type { TokenRequest as _screenshelf_community_v1_TokenRequest, TokenRequest__Output as _screenshelf_community_v1_TokenRequest__Output } from '../../../screenshelf/community/v1/TokenRequest.js';
import type { UpdateSupportRequestRequest as _screenshelf_community_v1_UpdateSupportRequestRequest, UpdateSupportRequestRequest__Output as _screenshelf_community_v1_UpdateSupportRequestRequest__Output } from '../../../screenshelf/community/v1/UpdateSupportRequestRequest.js';

export interface SupportClient extends grpc.Client {
  ConfirmSubscription(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  ConfirmSubscription(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  ConfirmSubscription(argument: _screenshelf_community_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  ConfirmSubscription(argument: _screenshelf_community_v1_TokenRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  confirmSubscription(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  confirmSubscription(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  confirmSubscription(argument: _screenshelf_community_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  confirmSubscription(argument: _screenshelf_community_v1_TokenRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  CountMails(argument: _screenshelf_community_v1_CountMailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  CountMails(argument: _screenshelf_community_v1_CountMailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  CountMails(argument: _screenshelf_community_v1_CountMailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  CountMails(argument: _screenshelf_community_v1_CountMailsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  countMails(argument: _screenshelf_community_v1_CountMailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  countMails(argument: _screenshelf_community_v1_CountMailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  countMails(argument: _screenshelf_community_v1_CountMailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  countMails(argument: _screenshelf_community_v1_CountMailsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_MailCounts__Output>): grpc.ClientUnaryCall;
  
  CreateIssue(argument: _screenshelf_community_v1_CreateIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  CreateIssue(argument: _screenshelf_community_v1_CreateIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  CreateIssue(argument: _screenshelf_community_v1_CreateIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  CreateIssue(argument: _screenshelf_community_v1_CreateIssueRequest, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  createIssue(argument: _screenshelf_community_v1_CreateIssueRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  createIssue(argument: _screenshelf_community_v1_CreateIssueRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  createIssue(argument: _screenshelf_community_v1_CreateIssueRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  createIssue(argument: _screenshelf_community_v1_CreateIssueRequest, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  
  CreateRequest(argument: _screenshelf_community_v1_CreateSupportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  CreateRequest(argument: _screenshelf_community_v1_CreateSupportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  CreateRequest(argument: _screenshelf_community_v1_CreateSupportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  CreateRequest(argument: _screenshelf_community_v1_CreateSupportRequest, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  createRequest(argument: _screenshelf_community_v1_CreateSupportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  createRequest(argument: _screenshelf_community_v1_CreateSupportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  createRequest(argument: _screenshelf_community_v1_CreateSupportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  createRequest(argument: _screenshelf_community_v1_CreateSupportRequest, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  
  GetSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _screenshelf_community_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  ListIssues(argument: _screenshelf_community_v1_ListIssuesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  ListIssues(argument: _screenshelf_community_v1_ListIssuesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  ListIssues(argument: _screenshelf_community_v1_ListIssuesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  ListIssues(argument: _screenshelf_community_v1_ListIssuesRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  listIssues(argument: _screenshelf_community_v1_ListIssuesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  listIssues(argument: _screenshelf_community_v1_ListIssuesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  listIssues(argument: _screenshelf_community_v1_ListIssuesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  listIssues(argument: _screenshelf_community_v1_ListIssuesRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListIssuesResponse__Output>): grpc.ClientUnaryCall;
  
  ListMails(argument: _screenshelf_community_v1_ListMailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  ListMails(argument: _screenshelf_community_v1_ListMailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  ListMails(argument: _screenshelf_community_v1_ListMailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  ListMails(argument: _screenshelf_community_v1_ListMailsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  listMails(argument: _screenshelf_community_v1_ListMailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  listMails(argument: _screenshelf_community_v1_ListMailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  listMails(argument: _screenshelf_community_v1_ListMailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  listMails(argument: _screenshelf_community_v1_ListMailsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListMailsResponse__Output>): grpc.ClientUnaryCall;
  
  ListRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  ListRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  listRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  listRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  listRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  listRequests(argument: _screenshelf_community_v1_ListSupportRequestsRequest, callback: grpc.requestCallback<_screenshelf_community_v1_ListSupportRequestsResponse__Output>): grpc.ClientUnaryCall;
  
  PreviewIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  PreviewIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  PreviewIssue(argument: _screenshelf_community_v1_IssueIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  PreviewIssue(argument: _screenshelf_community_v1_IssueIdRequest, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  previewIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  previewIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  previewIssue(argument: _screenshelf_community_v1_IssueIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  previewIssue(argument: _screenshelf_community_v1_IssueIdRequest, callback: grpc.requestCallback<_screenshelf_community_v1_IssuePreview__Output>): grpc.ClientUnaryCall;
  
  ResendMail(argument: _screenshelf_community_v1_MailIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  ResendMail(argument: _screenshelf_community_v1_MailIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  ResendMail(argument: _screenshelf_community_v1_MailIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  ResendMail(argument: _screenshelf_community_v1_MailIdRequest, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  resendMail(argument: _screenshelf_community_v1_MailIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  resendMail(argument: _screenshelf_community_v1_MailIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  resendMail(argument: _screenshelf_community_v1_MailIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  resendMail(argument: _screenshelf_community_v1_MailIdRequest, callback: grpc.requestCallback<_screenshelf_community_v1_MailRecord__Output>): grpc.ClientUnaryCall;
  
  SendIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  SendIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  SendIssue(argument: _screenshelf_community_v1_IssueIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  SendIssue(argument: _screenshelf_community_v1_IssueIdRequest, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  sendIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  sendIssue(argument: _screenshelf_community_v1_IssueIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  sendIssue(argument: _screenshelf_community_v1_IssueIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  sendIssue(argument: _screenshelf_community_v1_IssueIdRequest, callback: grpc.requestCallback<_screenshelf_community_v1_NewsletterIssue__Output>): grpc.ClientUnaryCall;
  
  Subscribe(argument: _screenshelf_community_v1_SubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _screenshelf_community_v1_SubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _screenshelf_community_v1_SubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  Subscribe(argument: _screenshelf_community_v1_SubscribeRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_community_v1_SubscribeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_community_v1_SubscribeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_community_v1_SubscribeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscribe(argument: _screenshelf_community_v1_SubscribeRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  SubscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  SubscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  SubscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  SubscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  subscriptionByToken(argument: _screenshelf_community_v1_TokenRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  Unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  Unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  Unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  Unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribe(argument: _screenshelf_community_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  UnsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  UnsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  UnsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  UnsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  unsubscribeByToken(argument: _screenshelf_community_v1_TokenRequest, callback: grpc.requestCallback<_screenshelf_community_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  UpdateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  UpdateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  UpdateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  UpdateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  updateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  updateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  updateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  updateRequest(argument: _screenshelf_community_v1_UpdateSupportRequestRequest, callback: grpc.requestCallback<_screenshelf_community_v1_SupportRequest__Output>): grpc.ClientUnaryCall;
  
}

export interface SupportHandlers extends grpc.UntypedServiceImplementation {
  ConfirmSubscription: grpc.handleUnaryCall<_screenshelf_community_v1_TokenRequest__Output, _screenshelf_community_v1_Subscription>;
  
  CountMails: grpc.handleUnaryCall<_screenshelf_community_v1_CountMailsRequest__Output, _screenshelf_community_v1_MailCounts>;
  
  CreateIssue: grpc.handleUnaryCall<_screenshelf_community_v1_CreateIssueRequest__Output, _screenshelf_community_v1_NewsletterIssue>;
  
  CreateRequest: grpc.handleUnaryCall<_screenshelf_community_v1_CreateSupportRequest__Output, _screenshelf_community_v1_SupportRequest>;
  
  GetSubscription: grpc.handleUnaryCall<_screenshelf_community_v1_GetSubscriptionRequest__Output, _screenshelf_community_v1_Subscription>;
  
  ListIssues: grpc.handleUnaryCall<_screenshelf_community_v1_ListIssuesRequest__Output, _screenshelf_community_v1_ListIssuesResponse>;
  
  ListMails: grpc.handleUnaryCall<_screenshelf_community_v1_ListMailsRequest__Output, _screenshelf_community_v1_ListMailsResponse>;
  
  ListRequests: grpc.handleUnaryCall<_screenshelf_community_v1_ListSupportRequestsRequest__Output, _screenshelf_community_v1_ListSupportRequestsResponse>;
  
  PreviewIssue: grpc.handleUnaryCall<_screenshelf_community_v1_IssueIdRequest__Output, _screenshelf_community_v1_IssuePreview>;
  
  ResendMail: grpc.handleUnaryCall<_screenshelf_community_v1_MailIdRequest__Output, _screenshelf_community_v1_MailRecord>;
  
  SendIssue: grpc.handleUnaryCall<_screenshelf_community_v1_IssueIdRequest__Output, _screenshelf_community_v1_NewsletterIssue>;
  
  Subscribe: grpc.handleUnaryCall<_screenshelf_community_v1_SubscribeRequest__Output, _screenshelf_community_v1_Subscription>;
  
  SubscriptionByToken: grpc.handleUnaryCall<_screenshelf_community_v1_TokenRequest__Output, _screenshelf_community_v1_Subscription>;
  
  Unsubscribe: grpc.handleUnaryCall<_screenshelf_community_v1_GetSubscriptionRequest__Output, _screenshelf_community_v1_Subscription>;
  
  UnsubscribeByToken: grpc.handleUnaryCall<_screenshelf_community_v1_TokenRequest__Output, _screenshelf_community_v1_Subscription>;
  
  UpdateRequest: grpc.handleUnaryCall<_screenshelf_community_v1_UpdateSupportRequestRequest__Output, _screenshelf_community_v1_SupportRequest>;
  
}

export interface SupportDefinition extends grpc.ServiceDefinition {
  ConfirmSubscription: MethodDefinition<_screenshelf_community_v1_TokenRequest, _screenshelf_community_v1_Subscription, _screenshelf_community_v1_TokenRequest__Output, _screenshelf_community_v1_Subscription__Output>
  CountMails: MethodDefinition<_screenshelf_community_v1_CountMailsRequest, _screenshelf_community_v1_MailCounts, _screenshelf_community_v1_CountMailsRequest__Output, _screenshelf_community_v1_MailCounts__Output>
  CreateIssue: MethodDefinition<_screenshelf_community_v1_CreateIssueRequest, _screenshelf_community_v1_NewsletterIssue, _screenshelf_community_v1_CreateIssueRequest__Output, _screenshelf_community_v1_NewsletterIssue__Output>
  CreateRequest: MethodDefinition<_screenshelf_community_v1_CreateSupportRequest, _screenshelf_community_v1_SupportRequest, _screenshelf_community_v1_CreateSupportRequest__Output, _screenshelf_community_v1_SupportRequest__Output>
  GetSubscription: MethodDefinition<_screenshelf_community_v1_GetSubscriptionRequest, _screenshelf_community_v1_Subscription, _screenshelf_community_v1_GetSubscriptionRequest__Output, _screenshelf_community_v1_Subscription__Output>
  ListIssues: MethodDefinition<_screenshelf_community_v1_ListIssuesRequest, _screenshelf_community_v1_ListIssuesResponse, _screenshelf_community_v1_ListIssuesRequest__Output, _screenshelf_community_v1_ListIssuesResponse__Output>
  ListMails: MethodDefinition<_screenshelf_community_v1_ListMailsRequest, _screenshelf_community_v1_ListMailsResponse, _screenshelf_community_v1_ListMailsRequest__Output, _screenshelf_community_v1_ListMailsResponse__Output>
  ListRequests: MethodDefinition<_screenshelf_community_v1_ListSupportRequestsRequest, _screenshelf_community_v1_ListSupportRequestsResponse, _screenshelf_community_v1_ListSupportRequestsRequest__Output, _screenshelf_community_v1_ListSupportRequestsResponse__Output>
  PreviewIssue: MethodDefinition<_screenshelf_community_v1_IssueIdRequest, _screenshelf_community_v1_IssuePreview, _screenshelf_community_v1_IssueIdRequest__Output, _screenshelf_community_v1_IssuePreview__Output>
  ResendMail: MethodDefinition<_screenshelf_community_v1_MailIdRequest, _screenshelf_community_v1_MailRecord, _screenshelf_community_v1_MailIdRequest__Output, _screenshelf_community_v1_MailRecord__Output>
  SendIssue: MethodDefinition<_screenshelf_community_v1_IssueIdRequest, _screenshelf_community_v1_NewsletterIssue, _screenshelf_community_v1_IssueIdRequest__Output, _screenshelf_community_v1_NewsletterIssue__Output>
  Subscribe: MethodDefinition<_screenshelf_community_v1_SubscribeRequest, _screenshelf_community_v1_Subscription, _screenshelf_community_v1_SubscribeRequest__Output, _screenshelf_community_v1_Subscription__Output>
  SubscriptionByToken: MethodDefinition<_screenshelf_community_v1_TokenRequest, _screenshelf_community_v1_Subscription, _screenshelf_community_v1_TokenRequest__Output, _screenshelf_community_v1_Subscription__Output>
  Unsubscribe: MethodDefinition<_screenshelf_community_v1_GetSubscriptionRequest, _screenshelf_community_v1_Subscription, _screenshelf_community_v1_GetSubscriptionRequest__Output, _screenshelf_community_v1_Subscription__Output>
  UnsubscribeByToken: MethodDefinition<_screenshelf_community_v1_TokenRequest, _screenshelf_community_v1_Subscription, _screenshelf_community_v1_TokenRequest__Output, _screenshelf_community_v1_Subscription__Output>
  UpdateRequest: MethodDefinition<_screenshelf_community_v1_UpdateSupportRequestRequest, _screenshelf_community_v1_SupportRequest, _screenshelf_community_v1_UpdateSupportRequestRequest__Output, _screenshelf_community_v1_SupportRequest__Output>
}
