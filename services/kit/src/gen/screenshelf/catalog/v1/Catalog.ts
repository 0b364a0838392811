// Original file: catalog.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AddBookmarkRequest as _screenshelf_catalog_v1_AddBookmarkRequest, AddBookmarkRequest__Output as _screenshelf_catalog_v1_AddBookmarkRequest__Output } from '../../../screenshelf/catalog/v1/AddBookmarkRequest.js';
import type { AddPatternsRequest as _screenshelf_catalog_v1_AddPatternsRequest, AddPatternsRequest__Output as _screenshelf_catalog_v1_AddPatternsRequest__Output } from '../../../screenshelf/catalog/v1/AddPatternsRequest.js';
import type { App as _screenshelf_catalog_v1_App, App__Output as _screenshelf_catalog_v1_App__Output } from '../../../screenshelf/catalog/v1/App.js';
import type { AppDetail as _screenshelf_catalog_v1_AppDetail, AppDetail__Output as _screenshelf_catalog_v1_AppDetail__Output } from '../../../screenshelf/catalog/v1/AppDetail.js';
import type { Bookmark as _screenshelf_catalog_v1_Bookmark, Bookmark__Output as _screenshelf_catalog_v1_Bookmark__Output } from '../../../screenshelf/catalog/v1/Bookmark.js';
import type { BrowseFlowsRequest as _screenshelf_catalog_v1_BrowseFlowsRequest, BrowseFlowsRequest__Output as _screenshelf_catalog_v1_BrowseFlowsRequest__Output } from '../../../screenshelf/catalog/v1/BrowseFlowsRequest.js';
import type { Code as _screenshelf_catalog_v1_Code, Code__Output as _screenshelf_catalog_v1_Code__Output } from '../../../screenshelf/catalog/v1/Code.js';
import type { Content as _screenshelf_catalog_v1_Content, Content__Output as _screenshelf_catalog_v1_Content__Output } from '../../../screenshelf/catalog/v1/Content.js';
import type { ContentInput as _screenshelf_catalog_v1_ContentInput, ContentInput__Output as _screenshelf_catalog_v1_ContentInput__Output } from '../../../screenshelf/catalog/v1/ContentInput.js';
import type { CreateAppRequest as _screenshelf_catalog_v1_CreateAppRequest, CreateAppRequest__Output as _screenshelf_catalog_v1_CreateAppRequest__Output } from '../../../screenshelf/catalog/v1/CreateAppRequest.js';
import type { CreateCodeRequest as _screenshelf_catalog_v1_CreateCodeRequest, CreateCodeRequest__Output as _screenshelf_catalog_v1_CreateCodeRequest__Output } from '../../../screenshelf/catalog/v1/CreateCodeRequest.js';
import type { DeletePatternRequest as _screenshelf_catalog_v1_DeletePatternRequest, DeletePatternRequest__Output as _screenshelf_catalog_v1_DeletePatternRequest__Output } from '../../../screenshelf/catalog/v1/DeletePatternRequest.js';
import type { DeleteResult as _screenshelf_catalog_v1_DeleteResult, DeleteResult__Output as _screenshelf_catalog_v1_DeleteResult__Output } from '../../../screenshelf/catalog/v1/DeleteResult.js';
import type { ExportAppsResponse as _screenshelf_catalog_v1_ExportAppsResponse, ExportAppsResponse__Output as _screenshelf_catalog_v1_ExportAppsResponse__Output } from '../../../screenshelf/catalog/v1/ExportAppsResponse.js';
import type { ExportContentsResponse as _screenshelf_catalog_v1_ExportContentsResponse, ExportContentsResponse__Output as _screenshelf_catalog_v1_ExportContentsResponse__Output } from '../../../screenshelf/catalog/v1/ExportContentsResponse.js';
import type { ExportRequest as _screenshelf_catalog_v1_ExportRequest, ExportRequest__Output as _screenshelf_catalog_v1_ExportRequest__Output } from '../../../screenshelf/catalog/v1/ExportRequest.js';
import type { Flow as _screenshelf_catalog_v1_Flow, Flow__Output as _screenshelf_catalog_v1_Flow__Output } from '../../../screenshelf/catalog/v1/Flow.js';
import type { FlowInput as _screenshelf_catalog_v1_FlowInput, FlowInput__Output as _screenshelf_catalog_v1_FlowInput__Output } from '../../../screenshelf/catalog/v1/FlowInput.js';
import type { FlowList as _screenshelf_catalog_v1_FlowList, FlowList__Output as _screenshelf_catalog_v1_FlowList__Output } from '../../../screenshelf/catalog/v1/FlowList.js';
import type { FlowPage as _screenshelf_catalog_v1_FlowPage, FlowPage__Output as _screenshelf_catalog_v1_FlowPage__Output } from '../../../screenshelf/catalog/v1/FlowPage.js';
import type { GetAppRequest as _screenshelf_catalog_v1_GetAppRequest, GetAppRequest__Output as _screenshelf_catalog_v1_GetAppRequest__Output } from '../../../screenshelf/catalog/v1/GetAppRequest.js';
import type { GetContentRequest as _screenshelf_catalog_v1_GetContentRequest, GetContentRequest__Output as _screenshelf_catalog_v1_GetContentRequest__Output } from '../../../screenshelf/catalog/v1/GetContentRequest.js';
import type { GetFileRequest as _screenshelf_catalog_v1_GetFileRequest, GetFileRequest__Output as _screenshelf_catalog_v1_GetFileRequest__Output } from '../../../screenshelf/catalog/v1/GetFileRequest.js';
import type { GetFileResponse as _screenshelf_catalog_v1_GetFileResponse, GetFileResponse__Output as _screenshelf_catalog_v1_GetFileResponse__Output } from '../../../screenshelf/catalog/v1/GetFileResponse.js';
import type { GetFlowRequest as _screenshelf_catalog_v1_GetFlowRequest, GetFlowRequest__Output as _screenshelf_catalog_v1_GetFlowRequest__Output } from '../../../screenshelf/catalog/v1/GetFlowRequest.js';
import type { Image as _screenshelf_catalog_v1_Image, Image__Output as _screenshelf_catalog_v1_Image__Output } from '../../../screenshelf/catalog/v1/Image.js';
import type { ImportAppsRequest as _screenshelf_catalog_v1_ImportAppsRequest, ImportAppsRequest__Output as _screenshelf_catalog_v1_ImportAppsRequest__Output } from '../../../screenshelf/catalog/v1/ImportAppsRequest.js';
import type { ImportAppsResult as _screenshelf_catalog_v1_ImportAppsResult, ImportAppsResult__Output as _screenshelf_catalog_v1_ImportAppsResult__Output } from '../../../screenshelf/catalog/v1/ImportAppsResult.js';
import type { LikeState as _screenshelf_catalog_v1_LikeState, LikeState__Output as _screenshelf_catalog_v1_LikeState__Output } from '../../../screenshelf/catalog/v1/LikeState.js';
import type { ListAppFlowsRequest as _screenshelf_catalog_v1_ListAppFlowsRequest, ListAppFlowsRequest__Output as _screenshelf_catalog_v1_ListAppFlowsRequest__Output } from '../../../screenshelf/catalog/v1/ListAppFlowsRequest.js';
import type { ListBookmarksRequest as _screenshelf_catalog_v1_ListBookmarksRequest, ListBookmarksRequest__Output as _screenshelf_catalog_v1_ListBookmarksRequest__Output } from '../../../screenshelf/catalog/v1/ListBookmarksRequest.js';
import type { ListBookmarksResponse as _screenshelf_catalog_v1_ListBookmarksResponse, ListBookmarksResponse__Output as _screenshelf_catalog_v1_ListBookmarksResponse__Output } from '../../../screenshelf/catalog/v1/ListBookmarksResponse.js';
import type { ListCodesRequest as _screenshelf_catalog_v1_ListCodesRequest, ListCodesRequest__Output as _screenshelf_catalog_v1_ListCodesRequest__Output } from '../../../screenshelf/catalog/v1/ListCodesRequest.js';
import type { ListCodesResponse as _screenshelf_catalog_v1_ListCodesResponse, ListCodesResponse__Output as _screenshelf_catalog_v1_ListCodesResponse__Output } from '../../../screenshelf/catalog/v1/ListCodesResponse.js';
import type { MyLikesRequest as _screenshelf_catalog_v1_MyLikesRequest, MyLikesRequest__Output as _screenshelf_catalog_v1_MyLikesRequest__Output } from '../../../screenshelf/catalog/v1/MyLikesRequest.js';
import type { MyLikesResponse as _screenshelf_catalog_v1_MyLikesResponse, MyLikesResponse__Output as _screenshelf_catalog_v1_MyLikesResponse__Output } from '../../../screenshelf/catalog/v1/MyLikesResponse.js';
import type { PresignUploadRequest as _screenshelf_catalog_v1_PresignUploadRequest, PresignUploadRequest__Output as _screenshelf_catalog_v1_PresignUploadRequest__Output } from '../../../screenshelf/catalog/v1/PresignUploadRequest.js';
import type { PresignUploadResponse as _screenshelf_catalog_v1_PresignUploadResponse, PresignUploadResponse__Output as _screenshelf_catalog_v1_PresignUploadResponse__Output } from '../../../screenshelf/catalog/v1/PresignUploadResponse.js';
import type { PutFileRequest as _screenshelf_catalog_v1_PutFileRequest, PutFileRequest__Output as _screenshelf_catalog_v1_PutFileRequest__Output } from '../../../screenshelf/catalog/v1/PutFileRequest.js';
import type { PutFileResult as _screenshelf_catalog_v1_PutFileResult, PutFileResult__Output as _screenshelf_catalog_v1_PutFileResult__Output } from '../../../screenshelf/catalog/v1/PutFileResult.js';
import type { SetBookmarkRequest as _screenshelf_catalog_v1_SetBookmarkRequest, SetBookmarkRequest__Output as _screenshelf_catalog_v1_SetBookmarkRequest__Output } from '../../../screenshelf/catalog/v1/SetBookmarkRequest.js';
import type { SetBookmarkResult as _screenshelf_catalog_v1_SetBookmarkResult, SetBookmarkResult__Output as _screenshelf_catalog_v1_SetBookmarkResult__Output } from '../../../screenshelf/catalog/v1/SetBookmarkResult.js';
import type { SetImageComponentsRequest as _screenshelf_catalog_v1_SetImageComponentsRequest, SetImageComponentsRequest__Output as _screenshelf_catalog_v1_SetImageComponentsRequest__Output } from '../../../screenshelf/catalog/v1/SetImageComponentsRequest.js';
import type { SetLikeRequest as _screenshelf_catalog_v1_SetLikeRequest, SetLikeRequest__Output as _screenshelf_catalog_v1_SetLikeRequest__Output } from '../../../screenshelf/catalog/v1/SetLikeRequest.js';
import type { UpdateAppRequest as _screenshelf_catalog_v1_UpdateAppRequest, UpdateAppRequest__Output as _screenshelf_catalog_v1_UpdateAppRequest__Output } from '../../../screenshelf/catalog/v1/UpdateAppRequest.js';

export interface CatalogClient extends grpc.Client {
  AddBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  AddBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  AddBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  AddBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  addBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  addBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  addBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  addBookmark(argument: _screenshelf_catalog_v1_AddBookmarkRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Bookmark__Output>): grpc.ClientUnaryCall;
  
  AddPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  AddPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  AddPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  AddPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  addPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  addPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  addPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  addPatterns(argument: _screenshelf_catalog_v1_AddPatternsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  
  BrowseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  BrowseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  BrowseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  BrowseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  browseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  browseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  browseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  browseFlows(argument: _screenshelf_catalog_v1_BrowseFlowsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowPage__Output>): grpc.ClientUnaryCall;
  
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  CreateApp(argument: _screenshelf_catalog_v1_CreateAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  createApp(argument: _screenshelf_catalog_v1_CreateAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  
  CreateCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  CreateCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  CreateCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  CreateCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  createCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  createCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  createCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  createCode(argument: _screenshelf_catalog_v1_CreateCodeRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Code__Output>): grpc.ClientUnaryCall;
  
  CreateContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  CreateContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  CreateContent(argument: _screenshelf_catalog_v1_ContentInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  CreateContent(argument: _screenshelf_catalog_v1_ContentInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  createContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  createContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  createContent(argument: _screenshelf_catalog_v1_ContentInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  createContent(argument: _screenshelf_catalog_v1_ContentInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  
  CreateFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  CreateFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  CreateFlow(argument: _screenshelf_catalog_v1_FlowInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  CreateFlow(argument: _screenshelf_catalog_v1_FlowInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _screenshelf_catalog_v1_FlowInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  createFlow(argument: _screenshelf_catalog_v1_FlowInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  
  DeleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteApp(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  
  DeleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deleteFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  
  DeletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  DeletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  deletePattern(argument: _screenshelf_catalog_v1_DeletePatternRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_DeleteResult__Output>): grpc.ClientUnaryCall;
  
  ExportApps(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  ExportApps(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  ExportApps(argument: _screenshelf_catalog_v1_ExportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  ExportApps(argument: _screenshelf_catalog_v1_ExportRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  exportApps(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  exportApps(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  exportApps(argument: _screenshelf_catalog_v1_ExportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  exportApps(argument: _screenshelf_catalog_v1_ExportRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportAppsResponse__Output>): grpc.ClientUnaryCall;
  
  ExportContents(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  ExportContents(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  ExportContents(argument: _screenshelf_catalog_v1_ExportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  ExportContents(argument: _screenshelf_catalog_v1_ExportRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  exportContents(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  exportContents(argument: _screenshelf_catalog_v1_ExportRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  exportContents(argument: _screenshelf_catalog_v1_ExportRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  exportContents(argument: _screenshelf_catalog_v1_ExportRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ExportContentsResponse__Output>): grpc.ClientUnaryCall;
  
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  
  GetAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  GetAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  GetAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  GetAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getAppDetail(argument: _screenshelf_catalog_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  
  GetContent(argument: _screenshelf_catalog_v1_GetContentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  GetContent(argument: _screenshelf_catalog_v1_GetContentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  GetContent(argument: _screenshelf_catalog_v1_GetContentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  GetContent(argument: _screenshelf_catalog_v1_GetContentRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  getContent(argument: _screenshelf_catalog_v1_GetContentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  getContent(argument: _screenshelf_catalog_v1_GetContentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  getContent(argument: _screenshelf_catalog_v1_GetContentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  getContent(argument: _screenshelf_catalog_v1_GetContentRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  
  GetFile(argument: _screenshelf_catalog_v1_GetFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _screenshelf_catalog_v1_GetFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _screenshelf_catalog_v1_GetFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  GetFile(argument: _screenshelf_catalog_v1_GetFileRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  getFile(argument: _screenshelf_catalog_v1_GetFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  getFile(argument: _screenshelf_catalog_v1_GetFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  getFile(argument: _screenshelf_catalog_v1_GetFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  getFile(argument: _screenshelf_catalog_v1_GetFileRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_GetFileResponse__Output>): grpc.ClientUnaryCall;
  
  GetFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  GetFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  getFlow(argument: _screenshelf_catalog_v1_GetFlowRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  
  ImportApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  ImportApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  ImportApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  ImportApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  importApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  importApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  importApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  importApps(argument: _screenshelf_catalog_v1_ImportAppsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ImportAppsResult__Output>): grpc.ClientUnaryCall;
  
  ListAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  ListAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  ListAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  ListAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  listAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  listAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  listAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  listAppFlows(argument: _screenshelf_catalog_v1_ListAppFlowsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_FlowList__Output>): grpc.ClientUnaryCall;
  
  ListBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  ListBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  ListBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  ListBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  listBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  listBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  listBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  listBookmarks(argument: _screenshelf_catalog_v1_ListBookmarksRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListBookmarksResponse__Output>): grpc.ClientUnaryCall;
  
  ListCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  ListCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  ListCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  ListCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_catalog_v1_ListCodesRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  
  MyLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  MyLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  MyLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  MyLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  myLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  myLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  myLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  myLikes(argument: _screenshelf_catalog_v1_MyLikesRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_MyLikesResponse__Output>): grpc.ClientUnaryCall;
  
  PresignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  PresignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  PresignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  PresignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  presignUpload(argument: _screenshelf_catalog_v1_PresignUploadRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_PresignUploadResponse__Output>): grpc.ClientUnaryCall;
  
  PutFile(argument: _screenshelf_catalog_v1_PutFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  PutFile(argument: _screenshelf_catalog_v1_PutFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  PutFile(argument: _screenshelf_catalog_v1_PutFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  PutFile(argument: _screenshelf_catalog_v1_PutFileRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_catalog_v1_PutFileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_catalog_v1_PutFileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_catalog_v1_PutFileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  putFile(argument: _screenshelf_catalog_v1_PutFileRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_PutFileResult__Output>): grpc.ClientUnaryCall;
  
  SetBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  SetBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  SetBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  SetBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  setBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  setBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  setBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  setBookmark(argument: _screenshelf_catalog_v1_SetBookmarkRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_SetBookmarkResult__Output>): grpc.ClientUnaryCall;
  
  SetImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  SetImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  SetImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  SetImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  setImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  setImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  setImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  setImageComponents(argument: _screenshelf_catalog_v1_SetImageComponentsRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_Image__Output>): grpc.ClientUnaryCall;
  
  SetLike(argument: _screenshelf_catalog_v1_SetLikeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  SetLike(argument: _screenshelf_catalog_v1_SetLikeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  SetLike(argument: _screenshelf_catalog_v1_SetLikeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  SetLike(argument: _screenshelf_catalog_v1_SetLikeRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  setLike(argument: _screenshelf_catalog_v1_SetLikeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  setLike(argument: _screenshelf_catalog_v1_SetLikeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  setLike(argument: _screenshelf_catalog_v1_SetLikeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  setLike(argument: _screenshelf_catalog_v1_SetLikeRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_LikeState__Output>): grpc.ClientUnaryCall;
  
  UpdateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  UpdateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  UpdateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  UpdateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  updateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  updateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  updateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  updateApp(argument: _screenshelf_catalog_v1_UpdateAppRequest, callback: grpc.requestCallback<_screenshelf_catalog_v1_App__Output>): grpc.ClientUnaryCall;
  
  UpdateContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  UpdateContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  UpdateContent(argument: _screenshelf_catalog_v1_ContentInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  UpdateContent(argument: _screenshelf_catalog_v1_ContentInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  updateContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  updateContent(argument: _screenshelf_catalog_v1_ContentInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  updateContent(argument: _screenshelf_catalog_v1_ContentInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  updateContent(argument: _screenshelf_catalog_v1_ContentInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Content__Output>): grpc.ClientUnaryCall;
  
  UpdateFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  UpdateFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  UpdateFlow(argument: _screenshelf_catalog_v1_FlowInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  UpdateFlow(argument: _screenshelf_catalog_v1_FlowInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  updateFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  updateFlow(argument: _screenshelf_catalog_v1_FlowInput, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  updateFlow(argument: _screenshelf_catalog_v1_FlowInput, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  updateFlow(argument: _screenshelf_catalog_v1_FlowInput, callback: grpc.requestCallback<_screenshelf_catalog_v1_Flow__Output>): grpc.ClientUnaryCall;
  
}

export interface CatalogHandlers extends grpc.UntypedServiceImplementation {
  AddBookmark: grpc.handleUnaryCall<_screenshelf_catalog_v1_AddBookmarkRequest__Output, _screenshelf_catalog_v1_Bookmark>;
  
  AddPatterns: grpc.handleUnaryCall<_screenshelf_catalog_v1_AddPatternsRequest__Output, _screenshelf_catalog_v1_AppDetail>;
  
  BrowseFlows: grpc.handleUnaryCall<_screenshelf_catalog_v1_BrowseFlowsRequest__Output, _screenshelf_catalog_v1_FlowPage>;
  
  CreateApp: grpc.handleUnaryCall<_screenshelf_catalog_v1_CreateAppRequest__Output, _screenshelf_catalog_v1_App>;
  
  CreateCode: grpc.handleUnaryCall<_screenshelf_catalog_v1_CreateCodeRequest__Output, _screenshelf_catalog_v1_Code>;
  
  CreateContent: grpc.handleUnaryCall<_screenshelf_catalog_v1_ContentInput__Output, _screenshelf_catalog_v1_Content>;
  
  CreateFlow: grpc.handleUnaryCall<_screenshelf_catalog_v1_FlowInput__Output, _screenshelf_catalog_v1_Flow>;
  
  DeleteApp: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_DeleteResult>;
  
  DeleteFlow: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetFlowRequest__Output, _screenshelf_catalog_v1_DeleteResult>;
  
  DeletePattern: grpc.handleUnaryCall<_screenshelf_catalog_v1_DeletePatternRequest__Output, _screenshelf_catalog_v1_DeleteResult>;
  
  ExportApps: grpc.handleUnaryCall<_screenshelf_catalog_v1_ExportRequest__Output, _screenshelf_catalog_v1_ExportAppsResponse>;
  
  ExportContents: grpc.handleUnaryCall<_screenshelf_catalog_v1_ExportRequest__Output, _screenshelf_catalog_v1_ExportContentsResponse>;
  
  GetApp: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_App>;
  
  GetAppDetail: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_AppDetail>;
  
  GetContent: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetContentRequest__Output, _screenshelf_catalog_v1_Content>;
  
  GetFile: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetFileRequest__Output, _screenshelf_catalog_v1_GetFileResponse>;
  
  GetFlow: grpc.handleUnaryCall<_screenshelf_catalog_v1_GetFlowRequest__Output, _screenshelf_catalog_v1_Flow>;
  
  ImportApps: grpc.handleUnaryCall<_screenshelf_catalog_v1_ImportAppsRequest__Output, _screenshelf_catalog_v1_ImportAppsResult>;
  
  ListAppFlows: grpc.handleUnaryCall<_screenshelf_catalog_v1_ListAppFlowsRequest__Output, _screenshelf_catalog_v1_FlowList>;
  
  ListBookmarks: grpc.handleUnaryCall<_screenshelf_catalog_v1_ListBookmarksRequest__Output, _screenshelf_catalog_v1_ListBookmarksResponse>;
  
  ListCodes: grpc.handleUnaryCall<_screenshelf_catalog_v1_ListCodesRequest__Output, _screenshelf_catalog_v1_ListCodesResponse>;
  
  MyLikes: grpc.handleUnaryCall<_screenshelf_catalog_v1_MyLikesRequest__Output, _screenshelf_catalog_v1_MyLikesResponse>;
  
  PresignUpload: grpc.handleUnaryCall<_screenshelf_catalog_v1_PresignUploadRequest__Output, _screenshelf_catalog_v1_PresignUploadResponse>;
  
  PutFile: grpc.handleUnaryCall<_screenshelf_catalog_v1_PutFileRequest__Output, _screenshelf_catalog_v1_PutFileResult>;
  
  SetBookmark: grpc.handleUnaryCall<_screenshelf_catalog_v1_SetBookmarkRequest__Output, _screenshelf_catalog_v1_SetBookmarkResult>;
  
  SetImageComponents: grpc.handleUnaryCall<_screenshelf_catalog_v1_SetImageComponentsRequest__Output, _screenshelf_catalog_v1_Image>;
  
  SetLike: grpc.handleUnaryCall<_screenshelf_catalog_v1_SetLikeRequest__Output, _screenshelf_catalog_v1_LikeState>;
  
  UpdateApp: grpc.handleUnaryCall<_screenshelf_catalog_v1_UpdateAppRequest__Output, _screenshelf_catalog_v1_App>;
  
  UpdateContent: grpc.handleUnaryCall<_screenshelf_catalog_v1_ContentInput__Output, _screenshelf_catalog_v1_Content>;
  
  UpdateFlow: grpc.handleUnaryCall<_screenshelf_catalog_v1_FlowInput__Output, _screenshelf_catalog_v1_Flow>;
  
}

export interface CatalogDefinition extends grpc.ServiceDefinition {
  AddBookmark: MethodDefinition<_screenshelf_catalog_v1_AddBookmarkRequest, _screenshelf_catalog_v1_Bookmark, _screenshelf_catalog_v1_AddBookmarkRequest__Output, _screenshelf_catalog_v1_Bookmark__Output>
  AddPatterns: MethodDefinition<_screenshelf_catalog_v1_AddPatternsRequest, _screenshelf_catalog_v1_AppDetail, _screenshelf_catalog_v1_AddPatternsRequest__Output, _screenshelf_catalog_v1_AppDetail__Output>
  BrowseFlows: MethodDefinition<_screenshelf_catalog_v1_BrowseFlowsRequest, _screenshelf_catalog_v1_FlowPage, _screenshelf_catalog_v1_BrowseFlowsRequest__Output, _screenshelf_catalog_v1_FlowPage__Output>
  CreateApp: MethodDefinition<_screenshelf_catalog_v1_CreateAppRequest, _screenshelf_catalog_v1_App, _screenshelf_catalog_v1_CreateAppRequest__Output, _screenshelf_catalog_v1_App__Output>
  CreateCode: MethodDefinition<_screenshelf_catalog_v1_CreateCodeRequest, _screenshelf_catalog_v1_Code, _screenshelf_catalog_v1_CreateCodeRequest__Output, _screenshelf_catalog_v1_Code__Output>
  CreateContent: MethodDefinition<_screenshelf_catalog_v1_ContentInput, _screenshelf_catalog_v1_Content, _screenshelf_catalog_v1_ContentInput__Output, _screenshelf_catalog_v1_Content__Output>
  CreateFlow: MethodDefinition<_screenshelf_catalog_v1_FlowInput, _screenshelf_catalog_v1_Flow, _screenshelf_catalog_v1_FlowInput__Output, _screenshelf_catalog_v1_Flow__Output>
  DeleteApp: MethodDefinition<_screenshelf_catalog_v1_GetAppRequest, _screenshelf_catalog_v1_DeleteResult, _screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_DeleteResult__Output>
  DeleteFlow: MethodDefinition<_screenshelf_catalog_v1_GetFlowRequest, _screenshelf_catalog_v1_DeleteResult, _screenshelf_catalog_v1_GetFlowRequest__Output, _screenshelf_catalog_v1_DeleteResult__Output>
  DeletePattern: MethodDefinition<_screenshelf_catalog_v1_DeletePatternRequest, _screenshelf_catalog_v1_DeleteResult, _screenshelf_catalog_v1_DeletePatternRequest__Output, _screenshelf_catalog_v1_DeleteResult__Output>
  ExportApps: MethodDefinition<_screenshelf_catalog_v1_ExportRequest, _screenshelf_catalog_v1_ExportAppsResponse, _screenshelf_catalog_v1_ExportRequest__Output, _screenshelf_catalog_v1_ExportAppsResponse__Output>
  ExportContents: MethodDefinition<_screenshelf_catalog_v1_ExportRequest, _screenshelf_catalog_v1_ExportContentsResponse, _screenshelf_catalog_v1_ExportRequest__Output, _screenshelf_catalog_v1_ExportContentsResponse__Output>
  GetApp: MethodDefinition<_screenshelf_catalog_v1_GetAppRequest, _screenshelf_catalog_v1_App, _screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_App__Output>
  GetAppDetail: MethodDefinition<_screenshelf_catalog_v1_GetAppRequest, _screenshelf_catalog_v1_AppDetail, _screenshelf_catalog_v1_GetAppRequest__Output, _screenshelf_catalog_v1_AppDetail__Output>
  GetContent: MethodDefinition<_screenshelf_catalog_v1_GetContentRequest, _screenshelf_catalog_v1_Content, _screenshelf_catalog_v1_GetContentRequest__Output, _screenshelf_catalog_v1_Content__Output>
  GetFile: MethodDefinition<_screenshelf_catalog_v1_GetFileRequest, _screenshelf_catalog_v1_GetFileResponse, _screenshelf_catalog_v1_GetFileRequest__Output, _screenshelf_catalog_v1_GetFileResponse__Output>
  GetFlow: MethodDefinition<_screenshelf_catalog_v1_GetFlowRequest, _screenshelf_catalog_v1_Flow, _screenshelf_catalog_v1_GetFlowRequest__Output, _screenshelf_catalog_v1_Flow__Output>
  ImportApps: MethodDefinition<_screenshelf_catalog_v1_ImportAppsRequest, _screenshelf_catalog_v1_ImportAppsResult, _screenshelf_catalog_v1_ImportAppsRequest__Output, _screenshelf_catalog_v1_ImportAppsResult__Output>
  ListAppFlows: MethodDefinition<_screenshelf_catalog_v1_ListAppFlowsRequest, _screenshelf_catalog_v1_FlowList, _screenshelf_catalog_v1_ListAppFlowsRequest__Output, _screenshelf_catalog_v1_FlowList__Output>
  ListBookmarks: MethodDefinition<_screenshelf_catalog_v1_ListBookmarksRequest, _screenshelf_catalog_v1_ListBookmarksResponse, _screenshelf_catalog_v1_ListBookmarksRequest__Output, _screenshelf_catalog_v1_ListBookmarksResponse__Output>
  ListCodes: MethodDefinition<_screenshelf_catalog_v1_ListCodesRequest, _screenshelf_catalog_v1_ListCodesResponse, _screenshelf_catalog_v1_ListCodesRequest__Output, _screenshelf_catalog_v1_ListCodesResponse__Output>
  MyLikes: MethodDefinition<_screenshelf_catalog_v1_MyLikesRequest, _screenshelf_catalog_v1_MyLikesResponse, _screenshelf_catalog_v1_MyLikesRequest__Output, _screenshelf_catalog_v1_MyLikesResponse__Output>
  PresignUpload: MethodDefinition<_screenshelf_catalog_v1_PresignUploadRequest, _screenshelf_catalog_v1_PresignUploadResponse, _screenshelf_catalog_v1_PresignUploadRequest__Output, _screenshelf_catalog_v1_PresignUploadResponse__Output>
  PutFile: MethodDefinition<_screenshelf_catalog_v1_PutFileRequest, _screenshelf_catalog_v1_PutFileResult, _screenshelf_catalog_v1_PutFileRequest__Output, _screenshelf_catalog_v1_PutFileResult__Output>
  SetBookmark: MethodDefinition<_screenshelf_catalog_v1_SetBookmarkRequest, _screenshelf_catalog_v1_SetBookmarkResult, _screenshelf_catalog_v1_SetBookmarkRequest__Output, _screenshelf_catalog_v1_SetBookmarkResult__Output>
  SetImageComponents: MethodDefinition<_screenshelf_catalog_v1_SetImageComponentsRequest, _screenshelf_catalog_v1_Image, _screenshelf_catalog_v1_SetImageComponentsRequest__Output, _screenshelf_catalog_v1_Image__Output>
  SetLike: MethodDefinition<_screenshelf_catalog_v1_SetLikeRequest, _screenshelf_catalog_v1_LikeState, _screenshelf_catalog_v1_SetLikeRequest__Output, _screenshelf_catalog_v1_LikeState__Output>
  UpdateApp: MethodDefinition<_screenshelf_catalog_v1_UpdateAppRequest, _screenshelf_catalog_v1_App, _screenshelf_catalog_v1_UpdateAppRequest__Output, _screenshelf_catalog_v1_App__Output>
  UpdateContent: MethodDefinition<_screenshelf_catalog_v1_ContentInput, _screenshelf_catalog_v1_Content, _screenshelf_catalog_v1_ContentInput__Output, _screenshelf_catalog_v1_Content__Output>
  UpdateFlow: MethodDefinition<_screenshelf_catalog_v1_FlowInput, _screenshelf_catalog_v1_Flow, _screenshelf_catalog_v1_FlowInput__Output, _screenshelf_catalog_v1_Flow__Output>
}
