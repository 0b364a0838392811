// Original file: search.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AdmitViewRequest as _screenshelf_search_v1_AdmitViewRequest, AdmitViewRequest__Output as _screenshelf_search_v1_AdmitViewRequest__Output } from '../../../screenshelf/search/v1/AdmitViewRequest.js';
import type { AdmitViewResponse as _screenshelf_search_v1_AdmitViewResponse, AdmitViewResponse__Output as _screenshelf_search_v1_AdmitViewResponse__Output } from '../../../screenshelf/search/v1/AdmitViewResponse.js';
import type { AppDetail as _screenshelf_search_v1_AppDetail, AppDetail__Output as _screenshelf_search_v1_AppDetail__Output } from '../../../screenshelf/search/v1/AppDetail.js';
import type { AppGroupsResponse as _screenshelf_search_v1_AppGroupsResponse, AppGroupsResponse__Output as _screenshelf_search_v1_AppGroupsResponse__Output } from '../../../screenshelf/search/v1/AppGroupsResponse.js';
import type { AppProfile as _screenshelf_search_v1_AppProfile, AppProfile__Output as _screenshelf_search_v1_AppProfile__Output } from '../../../screenshelf/search/v1/AppProfile.js';
import type { BrowseAppsRequest as _screenshelf_search_v1_BrowseAppsRequest, BrowseAppsRequest__Output as _screenshelf_search_v1_BrowseAppsRequest__Output } from '../../../screenshelf/search/v1/BrowseAppsRequest.js';
import type { BrowseAppsResponse as _screenshelf_search_v1_BrowseAppsResponse, BrowseAppsResponse__Output as _screenshelf_search_v1_BrowseAppsResponse__Output } from '../../../screenshelf/search/v1/BrowseAppsResponse.js';
import type { BrowseContentsResponse as _screenshelf_search_v1_BrowseContentsResponse, BrowseContentsResponse__Output as _screenshelf_search_v1_BrowseContentsResponse__Output } from '../../../screenshelf/search/v1/BrowseContentsResponse.js';
import type { BrowseImagesResponse as _screenshelf_search_v1_BrowseImagesResponse, BrowseImagesResponse__Output as _screenshelf_search_v1_BrowseImagesResponse__Output } from '../../../screenshelf/search/v1/BrowseImagesResponse.js';
import type { BrowsePatternsResponse as _screenshelf_search_v1_BrowsePatternsResponse, BrowsePatternsResponse__Output as _screenshelf_search_v1_BrowsePatternsResponse__Output } from '../../../screenshelf/search/v1/BrowsePatternsResponse.js';
import type { GetAppRequest as _screenshelf_search_v1_GetAppRequest, GetAppRequest__Output as _screenshelf_search_v1_GetAppRequest__Output } from '../../../screenshelf/search/v1/GetAppRequest.js';
import type { LibraryStatsRequest as _screenshelf_search_v1_LibraryStatsRequest, LibraryStatsRequest__Output as _screenshelf_search_v1_LibraryStatsRequest__Output } from '../../../screenshelf/search/v1/LibraryStatsRequest.js';
import type { LibraryStatsResponse as _screenshelf_search_v1_LibraryStatsResponse, LibraryStatsResponse__Output as _screenshelf_search_v1_LibraryStatsResponse__Output } from '../../../screenshelf/search/v1/LibraryStatsResponse.js';
import type { ListCodesRequest as _screenshelf_search_v1_ListCodesRequest, ListCodesRequest__Output as _screenshelf_search_v1_ListCodesRequest__Output } from '../../../screenshelf/search/v1/ListCodesRequest.js';
import type { ListCodesResponse as _screenshelf_search_v1_ListCodesResponse, ListCodesResponse__Output as _screenshelf_search_v1_ListCodesResponse__Output } from '../../../screenshelf/search/v1/ListCodesResponse.js';
import type { MauRangeResponse as _screenshelf_search_v1_MauRangeResponse, MauRangeResponse__Output as _screenshelf_search_v1_MauRangeResponse__Output } from '../../../screenshelf/search/v1/MauRangeResponse.js';
import type { ReindexRequest as _screenshelf_search_v1_ReindexRequest, ReindexRequest__Output as _screenshelf_search_v1_ReindexRequest__Output } from '../../../screenshelf/search/v1/ReindexRequest.js';
import type { ReindexResponse as _screenshelf_search_v1_ReindexResponse, ReindexResponse__Output as _screenshelf_search_v1_ReindexResponse__Output } from '../../../screenshelf/search/v1/ReindexResponse.js';
import type { RetrieveRequest as _screenshelf_search_v1_RetrieveRequest, RetrieveRequest__Output as _screenshelf_search_v1_RetrieveRequest__Output } from '../../../screenshelf/search/v1/RetrieveRequest.js';
import type { RetrieveResponse as _screenshelf_search_v1_RetrieveResponse, RetrieveResponse__Output as _screenshelf_search_v1_RetrieveResponse__Output } from '../../../screenshelf/search/v1/RetrieveResponse.js';
import type { ScreenTextsRequest as _screenshelf_search_v1_ScreenTextsRequest, ScreenTextsRequest__Output as _screenshelf_search_v1_ScreenTextsRequest__Output } from '../../../screenshelf/search/v1/ScreenTextsRequest.js';
import type { ScreenTextsResponse as _screenshelf_search_v1_ScreenTextsResponse, ScreenTextsResponse__Output as _screenshelf_search_v1_ScreenTextsResponse__Output } from '../../../screenshelf/search/v1/ScreenTextsResponse.js';
import type { SearchAppsRequest as _screenshelf_search_v1_SearchAppsRequest, SearchAppsRequest__Output as _screenshelf_search_v1_SearchAppsRequest__Output } from '../../../screenshelf/search/v1/SearchAppsRequest.js';
import type { SimilarScreensRequest as _screenshelf_search_v1_SimilarScreensRequest, SimilarScreensRequest__Output as _screenshelf_search_v1_SimilarScreensRequest__Output } from '../../../screenshelf/search/v1/SimilarScreensRequest.js';
import type { SimilarScreensResponse as _screenshelf_search_v1_SimilarScreensResponse, SimilarScreensResponse__Output as _screenshelf_search_v1_SimilarScreensResponse__Output } from '../../../screenshelf/search/v1/SimilarScreensResponse.js';
import type { TypeRequest as _screenshelf_search_v1_TypeRequest, TypeRequest__Output as _screenshelf_search_v1_TypeRequest__Output } from '../../../screenshelf/search/v1/TypeRequest.js';
import type { UnderstandRequest as _screenshelf_search_v1_UnderstandRequest, UnderstandRequest__Output as _screenshelf_search_v1_UnderstandRequest__Output } from '../../../screenshelf/search/v1/UnderstandRequest.js';
import type { UnderstandResponse as _screenshelf_search_v1_UnderstandResponse, UnderstandResponse__Output as _screenshelf_search_v1_UnderstandResponse__Output } from '../../../screenshelf/search/v1/UnderstandResponse.js';

export interface SearchClient extends grpc.Client {
  AdmitView(argument: _screenshelf_search_v1_AdmitViewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  AdmitView(argument: _screenshelf_search_v1_AdmitViewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  AdmitView(argument: _screenshelf_search_v1_AdmitViewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  AdmitView(argument: _screenshelf_search_v1_AdmitViewRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  admitView(argument: _screenshelf_search_v1_AdmitViewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  admitView(argument: _screenshelf_search_v1_AdmitViewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  admitView(argument: _screenshelf_search_v1_AdmitViewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  admitView(argument: _screenshelf_search_v1_AdmitViewRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AdmitViewResponse__Output>): grpc.ClientUnaryCall;
  
  AppGroups(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  AppGroups(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  AppGroups(argument: _screenshelf_search_v1_TypeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  AppGroups(argument: _screenshelf_search_v1_TypeRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  appGroups(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  appGroups(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  appGroups(argument: _screenshelf_search_v1_TypeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  appGroups(argument: _screenshelf_search_v1_TypeRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AppGroupsResponse__Output>): grpc.ClientUnaryCall;
  
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  BrowseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  browseApps(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  
  BrowseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  BrowseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  BrowseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  BrowseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  browseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  browseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  browseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  browseContents(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseContentsResponse__Output>): grpc.ClientUnaryCall;
  
  BrowseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  BrowseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  BrowseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  BrowseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  browseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  browseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  browseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  browseImages(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseImagesResponse__Output>): grpc.ClientUnaryCall;
  
  BrowsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  BrowsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  BrowsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  BrowsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  browsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  browsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  browsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  browsePatterns(argument: _screenshelf_search_v1_BrowseAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowsePatternsResponse__Output>): grpc.ClientUnaryCall;
  
  GetApp(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_search_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  GetApp(argument: _screenshelf_search_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_search_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  getApp(argument: _screenshelf_search_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AppDetail__Output>): grpc.ClientUnaryCall;
  
  GetAppProfile(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  GetAppProfile(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  GetAppProfile(argument: _screenshelf_search_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  GetAppProfile(argument: _screenshelf_search_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  getAppProfile(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  getAppProfile(argument: _screenshelf_search_v1_GetAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  getAppProfile(argument: _screenshelf_search_v1_GetAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  getAppProfile(argument: _screenshelf_search_v1_GetAppRequest, callback: grpc.requestCallback<_screenshelf_search_v1_AppProfile__Output>): grpc.ClientUnaryCall;
  
  LibraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  LibraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  LibraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  LibraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  libraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  libraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  libraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  libraryStats(argument: _screenshelf_search_v1_LibraryStatsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_LibraryStatsResponse__Output>): grpc.ClientUnaryCall;
  
  ListCodes(argument: _screenshelf_search_v1_ListCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  ListCodes(argument: _screenshelf_search_v1_ListCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  ListCodes(argument: _screenshelf_search_v1_ListCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  ListCodes(argument: _screenshelf_search_v1_ListCodesRequest, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_search_v1_ListCodesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_search_v1_ListCodesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_search_v1_ListCodesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  listCodes(argument: _screenshelf_search_v1_ListCodesRequest, callback: grpc.requestCallback<_screenshelf_search_v1_ListCodesResponse__Output>): grpc.ClientUnaryCall;
  
  MauRange(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  MauRange(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  MauRange(argument: _screenshelf_search_v1_TypeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  MauRange(argument: _screenshelf_search_v1_TypeRequest, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  mauRange(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  mauRange(argument: _screenshelf_search_v1_TypeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  mauRange(argument: _screenshelf_search_v1_TypeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  mauRange(argument: _screenshelf_search_v1_TypeRequest, callback: grpc.requestCallback<_screenshelf_search_v1_MauRangeResponse__Output>): grpc.ClientUnaryCall;
  
  Reindex(argument: _screenshelf_search_v1_ReindexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  Reindex(argument: _screenshelf_search_v1_ReindexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  Reindex(argument: _screenshelf_search_v1_ReindexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  Reindex(argument: _screenshelf_search_v1_ReindexRequest, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _screenshelf_search_v1_ReindexRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _screenshelf_search_v1_ReindexRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _screenshelf_search_v1_ReindexRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  reindex(argument: _screenshelf_search_v1_ReindexRequest, callback: grpc.requestCallback<_screenshelf_search_v1_ReindexResponse__Output>): grpc.ClientUnaryCall;
  
  Retrieve(argument: _screenshelf_search_v1_RetrieveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  Retrieve(argument: _screenshelf_search_v1_RetrieveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  Retrieve(argument: _screenshelf_search_v1_RetrieveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  Retrieve(argument: _screenshelf_search_v1_RetrieveRequest, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  retrieve(argument: _screenshelf_search_v1_RetrieveRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  retrieve(argument: _screenshelf_search_v1_RetrieveRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  retrieve(argument: _screenshelf_search_v1_RetrieveRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  retrieve(argument: _screenshelf_search_v1_RetrieveRequest, callback: grpc.requestCallback<_screenshelf_search_v1_RetrieveResponse__Output>): grpc.ClientUnaryCall;
  
  ScreenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  ScreenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  ScreenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  ScreenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  screenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  screenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  screenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  screenTexts(argument: _screenshelf_search_v1_ScreenTextsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_ScreenTextsResponse__Output>): grpc.ClientUnaryCall;
  
  SearchApps(argument: _screenshelf_search_v1_SearchAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  SearchApps(argument: _screenshelf_search_v1_SearchAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  SearchApps(argument: _screenshelf_search_v1_SearchAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  SearchApps(argument: _screenshelf_search_v1_SearchAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  searchApps(argument: _screenshelf_search_v1_SearchAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  searchApps(argument: _screenshelf_search_v1_SearchAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  searchApps(argument: _screenshelf_search_v1_SearchAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  searchApps(argument: _screenshelf_search_v1_SearchAppsRequest, callback: grpc.requestCallback<_screenshelf_search_v1_BrowseAppsResponse__Output>): grpc.ClientUnaryCall;
  
  SimilarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  SimilarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  SimilarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  SimilarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  similarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  similarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  similarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  similarScreens(argument: _screenshelf_search_v1_SimilarScreensRequest, callback: grpc.requestCallback<_screenshelf_search_v1_SimilarScreensResponse__Output>): grpc.ClientUnaryCall;
  
  Understand(argument: _screenshelf_search_v1_UnderstandRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  Understand(argument: _screenshelf_search_v1_UnderstandRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  Understand(argument: _screenshelf_search_v1_UnderstandRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  Understand(argument: _screenshelf_search_v1_UnderstandRequest, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  understand(argument: _screenshelf_search_v1_UnderstandRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  understand(argument: _screenshelf_search_v1_UnderstandRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  understand(argument: _screenshelf_search_v1_UnderstandRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  understand(argument: _screenshelf_search_v1_UnderstandRequest, callback: grpc.requestCallback<_screenshelf_search_v1_UnderstandResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface SearchHandlers extends grpc.UntypedServiceImplementation {
  AdmitView: grpc.handleUnaryCall<_screenshelf_search_v1_AdmitViewRequest__Output, _screenshelf_search_v1_AdmitViewResponse>;
  
  AppGroups: grpc.handleUnaryCall<_screenshelf_search_v1_TypeRequest__Output, _screenshelf_search_v1_AppGroupsResponse>;
  
  BrowseApps: grpc.handleUnaryCall<_screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseAppsResponse>;
  
  BrowseContents: grpc.handleUnaryCall<_screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseContentsResponse>;
  
  BrowseImages: grpc.handleUnaryCall<_screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseImagesResponse>;
  
  BrowsePatterns: grpc.handleUnaryCall<_screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowsePatternsResponse>;
  
  GetApp: grpc.handleUnaryCall<_screenshelf_search_v1_GetAppRequest__Output, _screenshelf_search_v1_AppDetail>;
  
  GetAppProfile: grpc.handleUnaryCall<_screenshelf_search_v1_GetAppRequest__Output, _screenshelf_search_v1_AppProfile>;
  
  LibraryStats: grpc.handleUnaryCall<_screenshelf_search_v1_LibraryStatsRequest__Output, _screenshelf_search_v1_LibraryStatsResponse>;
  
  ListCodes: grpc.handleUnaryCall<_screenshelf_search_v1_ListCodesRequest__Output, _screenshelf_search_v1_ListCodesResponse>;
  
  MauRange: grpc.handleUnaryCall<_screenshelf_search_v1_TypeRequest__Output, _screenshelf_search_v1_MauRangeResponse>;
  
  Reindex: grpc.handleUnaryCall<_screenshelf_search_v1_ReindexRequest__Output, _screenshelf_search_v1_ReindexResponse>;
  
  Retrieve: grpc.handleUnaryCall<_screenshelf_search_v1_RetrieveRequest__Output, _screenshelf_search_v1_RetrieveResponse>;
  
  ScreenTexts: grpc.handleUnaryCall<_screenshelf_search_v1_ScreenTextsRequest__Output, _screenshelf_search_v1_ScreenTextsResponse>;
  
  SearchApps: grpc.handleUnaryCall<_screenshelf_search_v1_SearchAppsRequest__Output, _screenshelf_search_v1_BrowseAppsResponse>;
  
  SimilarScreens: grpc.handleUnaryCall<_screenshelf_search_v1_SimilarScreensRequest__Output, _screenshelf_search_v1_SimilarScreensResponse>;
  
  Understand: grpc.handleUnaryCall<_screenshelf_search_v1_UnderstandRequest__Output, _screenshelf_search_v1_UnderstandResponse>;
  
}

export interface SearchDefinition extends grpc.ServiceDefinition {
  AdmitView: MethodDefinition<_screenshelf_search_v1_AdmitViewRequest, _screenshelf_search_v1_AdmitViewResponse, _screenshelf_search_v1_AdmitViewRequest__Output, _screenshelf_search_v1_AdmitViewResponse__Output>
  AppGroups: MethodDefinition<_screenshelf_search_v1_TypeRequest, _screenshelf_search_v1_AppGroupsResponse, _screenshelf_search_v1_TypeRequest__Output, _screenshelf_search_v1_AppGroupsResponse__Output>
  BrowseApps: MethodDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowseAppsResponse, _screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseAppsResponse__Output>
  BrowseContents: MethodDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowseContentsResponse, _screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseContentsResponse__Output>
  BrowseImages: MethodDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowseImagesResponse, _screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowseImagesResponse__Output>
  BrowsePatterns: MethodDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowsePatternsResponse, _screenshelf_search_v1_BrowseAppsRequest__Output, _screenshelf_search_v1_BrowsePatternsResponse__Output>
  GetApp: MethodDefinition<_screenshelf_search_v1_GetAppRequest, _screenshelf_search_v1_AppDetail, _screenshelf_search_v1_GetAppRequest__Output, _screenshelf_search_v1_AppDetail__Output>
  GetAppProfile: MethodDefinition<_screenshelf_search_v1_GetAppRequest, _screenshelf_search_v1_AppProfile, _screenshelf_search_v1_GetAppRequest__Output, _screenshelf_search_v1_AppProfile__Output>
  LibraryStats: MethodDefinition<_screenshelf_search_v1_LibraryStatsRequest, _screenshelf_search_v1_LibraryStatsResponse, _screenshelf_search_v1_LibraryStatsRequest__Output, _screenshelf_search_v1_LibraryStatsResponse__Output>
  ListCodes: MethodDefinition<_screenshelf_search_v1_ListCodesRequest, _screenshelf_search_v1_ListCodesResponse, _screenshelf_search_v1_ListCodesRequest__Output, _screenshelf_search_v1_ListCodesResponse__Output>
  MauRange: MethodDefinition<_screenshelf_search_v1_TypeRequest, _screenshelf_search_v1_MauRangeResponse, _screenshelf_search_v1_TypeRequest__Output, _screenshelf_search_v1_MauRangeResponse__Output>
  Reindex: MethodDefinition<_screenshelf_search_v1_ReindexRequest, _screenshelf_search_v1_ReindexResponse, _screenshelf_search_v1_ReindexRequest__Output, _screenshelf_search_v1_ReindexResponse__Output>
  Retrieve: MethodDefinition<_screenshelf_search_v1_RetrieveRequest, _screenshelf_search_v1_RetrieveResponse, _screenshelf_search_v1_RetrieveRequest__Output, _screenshelf_search_v1_RetrieveResponse__Output>
  ScreenTexts: MethodDefinition<_screenshelf_search_v1_ScreenTextsRequest, _screenshelf_search_v1_ScreenTextsResponse, _screenshelf_search_v1_ScreenTextsRequest__Output, _screenshelf_search_v1_ScreenTextsResponse__Output>
  SearchApps: MethodDefinition<_screenshelf_search_v1_SearchAppsRequest, _screenshelf_search_v1_BrowseAppsResponse, _screenshelf_search_v1_SearchAppsRequest__Output, _screenshelf_search_v1_BrowseAppsResponse__Output>
  SimilarScreens: MethodDefinition<_screenshelf_search_v1_SimilarScreensRequest, _screenshelf_search_v1_SimilarScreensResponse, _screenshelf_search_v1_SimilarScreensRequest__Output, _screenshelf_search_v1_SimilarScreensResponse__Output>
  Understand: MethodDefinition<_screenshelf_search_v1_UnderstandRequest, _screenshelf_search_v1_UnderstandResponse, _screenshelf_search_v1_UnderstandRequest__Output, _screenshelf_search_v1_UnderstandResponse__Output>
}
