import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdmitViewRequest as _screenshelf_search_v1_AdmitViewRequest, AdmitViewRequest__Output as _screenshelf_search_v1_AdmitViewRequest__Output } from './screenshelf/search/v1/AdmitViewRequest.js';
import type { AdmitViewResponse as _screenshelf_search_v1_AdmitViewResponse, AdmitViewResponse__Output as _screenshelf_search_v1_AdmitViewResponse__Output } from './screenshelf/search/v1/AdmitViewResponse.js';
import type { AppCard as _screenshelf_search_v1_AppCard, AppCard__Output as _screenshelf_search_v1_AppCard__Output } from './screenshelf/search/v1/AppCard.js';
import type { AppDetail as _screenshelf_search_v1_AppDetail, AppDetail__Output as _screenshelf_search_v1_AppDetail__Output } from './screenshelf/search/v1/AppDetail.js';
import type { AppGroup as _screenshelf_search_v1_AppGroup, AppGroup__Output as _screenshelf_search_v1_AppGroup__Output } from './screenshelf/search/v1/AppGroup.js';
import type { AppGroupsResponse as _screenshelf_search_v1_AppGroupsResponse, AppGroupsResponse__Output as _screenshelf_search_v1_AppGroupsResponse__Output } from './screenshelf/search/v1/AppGroupsResponse.js';
import type { AppProfile as _screenshelf_search_v1_AppProfile, AppProfile__Output as _screenshelf_search_v1_AppProfile__Output } from './screenshelf/search/v1/AppProfile.js';
import type { AppScreen as _screenshelf_search_v1_AppScreen, AppScreen__Output as _screenshelf_search_v1_AppScreen__Output } from './screenshelf/search/v1/AppScreen.js';
import type { BrowseAppsRequest as _screenshelf_search_v1_BrowseAppsRequest, BrowseAppsRequest__Output as _screenshelf_search_v1_BrowseAppsRequest__Output } from './screenshelf/search/v1/BrowseAppsRequest.js';
import type { BrowseAppsResponse as _screenshelf_search_v1_BrowseAppsResponse, BrowseAppsResponse__Output as _screenshelf_search_v1_BrowseAppsResponse__Output } from './screenshelf/search/v1/BrowseAppsResponse.js';
import type { BrowseContentsResponse as _screenshelf_search_v1_BrowseContentsResponse, BrowseContentsResponse__Output as _screenshelf_search_v1_BrowseContentsResponse__Output } from './screenshelf/search/v1/BrowseContentsResponse.js';
import type { BrowseImagesResponse as _screenshelf_search_v1_BrowseImagesResponse, BrowseImagesResponse__Output as _screenshelf_search_v1_BrowseImagesResponse__Output } from './screenshelf/search/v1/BrowseImagesResponse.js';
import type { BrowsePatternsResponse as _screenshelf_search_v1_BrowsePatternsResponse, BrowsePatternsResponse__Output as _screenshelf_search_v1_BrowsePatternsResponse__Output } from './screenshelf/search/v1/BrowsePatternsResponse.js';
import type { CodeNode as _screenshelf_search_v1_CodeNode, CodeNode__Output as _screenshelf_search_v1_CodeNode__Output } from './screenshelf/search/v1/CodeNode.js';
import type { ContentCard as _screenshelf_search_v1_ContentCard, ContentCard__Output as _screenshelf_search_v1_ContentCard__Output } from './screenshelf/search/v1/ContentCard.js';
import type { GetAppRequest as _screenshelf_search_v1_GetAppRequest, GetAppRequest__Output as _screenshelf_search_v1_GetAppRequest__Output } from './screenshelf/search/v1/GetAppRequest.js';
import type { ImageCard as _screenshelf_search_v1_ImageCard, ImageCard__Output as _screenshelf_search_v1_ImageCard__Output } from './screenshelf/search/v1/ImageCard.js';
import type { LibraryStatsRequest as _screenshelf_search_v1_LibraryStatsRequest, LibraryStatsRequest__Output as _screenshelf_search_v1_LibraryStatsRequest__Output } from './screenshelf/search/v1/LibraryStatsRequest.js';
import type { LibraryStatsResponse as _screenshelf_search_v1_LibraryStatsResponse, LibraryStatsResponse__Output as _screenshelf_search_v1_LibraryStatsResponse__Output } from './screenshelf/search/v1/LibraryStatsResponse.js';
import type { ListCodesRequest as _screenshelf_search_v1_ListCodesRequest, ListCodesRequest__Output as _screenshelf_search_v1_ListCodesRequest__Output } from './screenshelf/search/v1/ListCodesRequest.js';
import type { ListCodesResponse as _screenshelf_search_v1_ListCodesResponse, ListCodesResponse__Output as _screenshelf_search_v1_ListCodesResponse__Output } from './screenshelf/search/v1/ListCodesResponse.js';
import type { Locked as _screenshelf_search_v1_Locked, Locked__Output as _screenshelf_search_v1_Locked__Output } from './screenshelf/search/v1/Locked.js';
import type { MauRangeResponse as _screenshelf_search_v1_MauRangeResponse, MauRangeResponse__Output as _screenshelf_search_v1_MauRangeResponse__Output } from './screenshelf/search/v1/MauRangeResponse.js';
import type { PatternCard as _screenshelf_search_v1_PatternCard, PatternCard__Output as _screenshelf_search_v1_PatternCard__Output } from './screenshelf/search/v1/PatternCard.js';
import type { ReindexRequest as _screenshelf_search_v1_ReindexRequest, ReindexRequest__Output as _screenshelf_search_v1_ReindexRequest__Output } from './screenshelf/search/v1/ReindexRequest.js';
import type { ReindexResponse as _screenshelf_search_v1_ReindexResponse, ReindexResponse__Output as _screenshelf_search_v1_ReindexResponse__Output } from './screenshelf/search/v1/ReindexResponse.js';
import type { RetrieveRequest as _screenshelf_search_v1_RetrieveRequest, RetrieveRequest__Output as _screenshelf_search_v1_RetrieveRequest__Output } from './screenshelf/search/v1/RetrieveRequest.js';
import type { RetrieveResponse as _screenshelf_search_v1_RetrieveResponse, RetrieveResponse__Output as _screenshelf_search_v1_RetrieveResponse__Output } from './screenshelf/search/v1/RetrieveResponse.js';
import type { RetrievedItem as _screenshelf_search_v1_RetrievedItem, RetrievedItem__Output as _screenshelf_search_v1_RetrievedItem__Output } from './screenshelf/search/v1/RetrievedItem.js';
import type { RetrievedStep as _screenshelf_search_v1_RetrievedStep, RetrievedStep__Output as _screenshelf_search_v1_RetrievedStep__Output } from './screenshelf/search/v1/RetrievedStep.js';
import type { ScreenText as _screenshelf_search_v1_ScreenText, ScreenText__Output as _screenshelf_search_v1_ScreenText__Output } from './screenshelf/search/v1/ScreenText.js';
import type { ScreenTextsRequest as _screenshelf_search_v1_ScreenTextsRequest, ScreenTextsRequest__Output as _screenshelf_search_v1_ScreenTextsRequest__Output } from './screenshelf/search/v1/ScreenTextsRequest.js';
import type { ScreenTextsResponse as _screenshelf_search_v1_ScreenTextsResponse, ScreenTextsResponse__Output as _screenshelf_search_v1_ScreenTextsResponse__Output } from './screenshelf/search/v1/ScreenTextsResponse.js';
import type { SearchClient as _screenshelf_search_v1_SearchClient, SearchDefinition as _screenshelf_search_v1_SearchDefinition } from './screenshelf/search/v1/Search.js';
import type { SearchAppsRequest as _screenshelf_search_v1_SearchAppsRequest, SearchAppsRequest__Output as _screenshelf_search_v1_SearchAppsRequest__Output } from './screenshelf/search/v1/SearchAppsRequest.js';
import type { SimilarScreensRequest as _screenshelf_search_v1_SimilarScreensRequest, SimilarScreensRequest__Output as _screenshelf_search_v1_SimilarScreensRequest__Output } from './screenshelf/search/v1/SimilarScreensRequest.js';
import type { SimilarScreensResponse as _screenshelf_search_v1_SimilarScreensResponse, SimilarScreensResponse__Output as _screenshelf_search_v1_SimilarScreensResponse__Output } from './screenshelf/search/v1/SimilarScreensResponse.js';
import type { Thumbnail as _screenshelf_search_v1_Thumbnail, Thumbnail__Output as _screenshelf_search_v1_Thumbnail__Output } from './screenshelf/search/v1/Thumbnail.js';
import type { TypeRequest as _screenshelf_search_v1_TypeRequest, TypeRequest__Output as _screenshelf_search_v1_TypeRequest__Output } from './screenshelf/search/v1/TypeRequest.js';
import type { UnderstandRequest as _screenshelf_search_v1_UnderstandRequest, UnderstandRequest__Output as _screenshelf_search_v1_UnderstandRequest__Output } from './screenshelf/search/v1/UnderstandRequest.js';
import type { UnderstandResponse as _screenshelf_search_v1_UnderstandResponse, UnderstandResponse__Output as _screenshelf_search_v1_UnderstandResponse__Output } from './screenshelf/search/v1/UnderstandResponse.js';
import type { Understood as _screenshelf_search_v1_Understood, Understood__Output as _screenshelf_search_v1_Understood__Output } from './screenshelf/search/v1/Understood.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    search: {
      v1: {
        AdmitViewRequest: MessageTypeDefinition<_screenshelf_search_v1_AdmitViewRequest, _screenshelf_search_v1_AdmitViewRequest__Output>
        AdmitViewResponse: MessageTypeDefinition<_screenshelf_search_v1_AdmitViewResponse, _screenshelf_search_v1_AdmitViewResponse__Output>
        AppCard: MessageTypeDefinition<_screenshelf_search_v1_AppCard, _screenshelf_search_v1_AppCard__Output>
        AppDetail: MessageTypeDefinition<_screenshelf_search_v1_AppDetail, _screenshelf_search_v1_AppDetail__Output>
        AppGroup: MessageTypeDefinition<_screenshelf_search_v1_AppGroup, _screenshelf_search_v1_AppGroup__Output>
        AppGroupsResponse: MessageTypeDefinition<_screenshelf_search_v1_AppGroupsResponse, _screenshelf_search_v1_AppGroupsResponse__Output>
        AppProfile: MessageTypeDefinition<_screenshelf_search_v1_AppProfile, _screenshelf_search_v1_AppProfile__Output>
        AppScreen: MessageTypeDefinition<_screenshelf_search_v1_AppScreen, _screenshelf_search_v1_AppScreen__Output>
        BrowseAppsRequest: MessageTypeDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowseAppsRequest__Output>
        BrowseAppsResponse: MessageTypeDefinition<_screenshelf_search_v1_BrowseAppsResponse, _screenshelf_search_v1_BrowseAppsResponse__Output>
        BrowseContentsResponse: MessageTypeDefinition<_screenshelf_search_v1_BrowseContentsResponse, _screenshelf_search_v1_BrowseContentsResponse__Output>
        BrowseImagesResponse: MessageTypeDefinition<_screenshelf_search_v1_BrowseImagesResponse, _screenshelf_search_v1_BrowseImagesResponse__Output>
        BrowsePatternsResponse: MessageTypeDefinition<_screenshelf_search_v1_BrowsePatternsResponse, _screenshelf_search_v1_BrowsePatternsResponse__Output>
        CodeNode: MessageTypeDefinition<_screenshelf_search_v1_CodeNode, _screenshelf_search_v1_CodeNode__Output>
        ContentCard: MessageTypeDefinition<_screenshelf_search_v1_ContentCard, _screenshelf_search_v1_ContentCard__Output>
        GetAppRequest: MessageTypeDefinition<_screenshelf_search_v1_GetAppRequest, _screenshelf_search_v1_GetAppRequest__Output>
        ImageCard: MessageTypeDefinition<_screenshelf_search_v1_ImageCard, _screenshelf_search_v1_ImageCard__Output>
        LibraryStatsRequest: MessageTypeDefinition<_screenshelf_search_v1_LibraryStatsRequest, _screenshelf_search_v1_LibraryStatsRequest__Output>
        LibraryStatsResponse: MessageTypeDefinition<_screenshelf_search_v1_LibraryStatsResponse, _screenshelf_search_v1_LibraryStatsResponse__Output>
        ListCodesRequest: MessageTypeDefinition<_screenshelf_search_v1_ListCodesRequest, _screenshelf_search_v1_ListCodesRequest__Output>
        ListCodesResponse: MessageTypeDefinition<_screenshelf_search_v1_ListCodesResponse, _screenshelf_search_v1_ListCodesResponse__Output>
        Locked: MessageTypeDefinition<_screenshelf_search_v1_Locked, _screenshelf_search_v1_Locked__Output>
        MauRangeResponse: MessageTypeDefinition<_screenshelf_search_v1_MauRangeResponse, _screenshelf_search_v1_MauRangeResponse__Output>
        PatternCard: MessageTypeDefinition<_screenshelf_search_v1_PatternCard, _screenshelf_search_v1_PatternCard__Output>
        ReindexRequest: MessageTypeDefinition<_screenshelf_search_v1_ReindexRequest, _screenshelf_search_v1_ReindexRequest__Output>
        ReindexResponse: MessageTypeDefinition<_screenshelf_search_v1_ReindexResponse, _screenshelf_search_v1_ReindexResponse__Output>
        RetrieveRequest: MessageTypeDefinition<_screenshelf_search_v1_RetrieveRequest, _screenshelf_search_v1_RetrieveRequest__Output>
        RetrieveResponse: MessageTypeDefinition<_screenshelf_search_v1_RetrieveResponse, _screenshelf_search_v1_RetrieveResponse__Output>
        RetrievedItem: MessageTypeDefinition<_screenshelf_search_v1_RetrievedItem, _screenshelf_search_v1_RetrievedItem__Output>
        RetrievedStep: MessageTypeDefinition<_screenshelf_search_v1_RetrievedStep, _screenshelf_search_v1_RetrievedStep__Output>
        ScreenText: MessageTypeDefinition<_screenshelf_search_v1_ScreenText, _screenshelf_search_v1_ScreenText__Output>
        ScreenTextsRequest: MessageTypeDefinition<_screenshelf_search_v1_ScreenTextsRequest, _screenshelf_search_v1_ScreenTextsRequest__Output>
        ScreenTextsResponse: MessageTypeDefinition<_screenshelf_search_v1_ScreenTextsResponse, _screenshelf_search_v1_ScreenTextsResponse__Output>
        Search: SubtypeConstructor<typeof grpc.Client, _screenshelf_search_v1_SearchClient> & { service: _screenshelf_search_v1_SearchDefinition }
        SearchAppsRequest: MessageTypeDefinition<_screenshelf_search_v1_SearchAppsRequest, _screenshelf_search_v1_SearchAppsRequest__Output>
        SimilarScreensRequest: MessageTypeDefinition<_screenshelf_search_v1_SimilarScreensRequest, _screenshelf_search_v1_SimilarScreensRequest__Output>
        SimilarScreensResponse: MessageTypeDefinition<_screenshelf_search_v1_SimilarScreensResponse, _screenshelf_search_v1_SimilarScreensResponse__Output>
        Thumbnail: MessageTypeDefinition<_screenshelf_search_v1_Thumbnail, _screenshelf_search_v1_Thumbnail__Output>
        TypeRequest: MessageTypeDefinition<_screenshelf_search_v1_TypeRequest, _screenshelf_search_v1_TypeRequest__Output>
        UnderstandRequest: MessageTypeDefinition<_screenshelf_search_v1_UnderstandRequest, _screenshelf_search_v1_UnderstandRequest__Output>
        UnderstandResponse: MessageTypeDefinition<_screenshelf_search_v1_UnderstandResponse, _screenshelf_search_v1_UnderstandResponse__Output>
        Understood: MessageTypeDefinition<_screenshelf_search_v1_Understood, _screenshelf_search_v1_Understood__Output>
      }
    }
  }
}

