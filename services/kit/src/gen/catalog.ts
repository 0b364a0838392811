import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AddBookmarkRequest as _screenshelf_catalog_v1_AddBookmarkRequest, AddBookmarkRequest__Output as _screenshelf_catalog_v1_AddBookmarkRequest__Output } from './screenshelf/catalog/v1/AddBookmarkRequest.js';
import type { AddPatternsRequest as _screenshelf_catalog_v1_AddPatternsRequest, AddPatternsRequest__Output as _screenshelf_catalog_v1_AddPatternsRequest__Output } from './screenshelf/catalog/v1/AddPatternsRequest.js';
import type { App as _screenshelf_catalog_v1_App, App__Output as _screenshelf_catalog_v1_App__Output } from './screenshelf/catalog/v1/App.js';
import type { AppDetail as _screenshelf_catalog_v1_AppDetail, AppDetail__Output as _screenshelf_catalog_v1_AppDetail__Output } from './screenshelf/catalog/v1/AppDetail.js';
import type { Bookmark as _screenshelf_catalog_v1_Bookmark, Bookmark__Output as _screenshelf_catalog_v1_Bookmark__Output } from './screenshelf/catalog/v1/Bookmark.js';
import type { BrowseFlowsRequest as _screenshelf_catalog_v1_BrowseFlowsRequest, BrowseFlowsRequest__Output as _screenshelf_catalog_v1_BrowseFlowsRequest__Output } from './screenshelf/catalog/v1/BrowseFlowsRequest.js';
import type { CatalogClient as _screenshelf_catalog_v1_CatalogClient, CatalogDefinition as _screenshelf_catalog_v1_CatalogDefinition } from './screenshelf/catalog/v1/Catalog.js';
import type { Code as _screenshelf_catalog_v1_Code, Code__Output as _screenshelf_catalog_v1_Code__Output } from './screenshelf/catalog/v1/Code.js';
import type { Content as _screenshelf_catalog_v1_Content, Content__Output as _screenshelf_catalog_v1_Content__Output } from './screenshelf/catalog/v1/Content.js';
import type { ContentInput as _screenshelf_catalog_v1_ContentInput, ContentInput__Output as _screenshelf_catalog_v1_ContentInput__Output } from './screenshelf/catalog/v1/ContentInput.js';
import type { CreateAppRequest as _screenshelf_catalog_v1_CreateAppRequest, CreateAppRequest__Output as _screenshelf_catalog_v1_CreateAppRequest__Output } from './screenshelf/catalog/v1/CreateAppRequest.js';
import type { CreateCodeRequest as _screenshelf_catalog_v1_CreateCodeRequest, CreateCodeRequest__Output as _screenshelf_catalog_v1_CreateCodeRequest__Output } from './screenshelf/catalog/v1/CreateCodeRequest.js';
import type { DeletePatternRequest as _screenshelf_catalog_v1_DeletePatternRequest, DeletePatternRequest__Output as _screenshelf_catalog_v1_DeletePatternRequest__Output } from './screenshelf/catalog/v1/DeletePatternRequest.js';
import type { DeleteResult as _screenshelf_catalog_v1_DeleteResult, DeleteResult__Output as _screenshelf_catalog_v1_DeleteResult__Output } from './screenshelf/catalog/v1/DeleteResult.js';
import type { ExportAppsResponse as _screenshelf_catalog_v1_ExportAppsResponse, ExportAppsResponse__Output as _screenshelf_catalog_v1_ExportAppsResponse__Output } from './screenshelf/catalog/v1/ExportAppsResponse.js';
import type { ExportContentsResponse as _screenshelf_catalog_v1_ExportContentsResponse, ExportContentsResponse__Output as _screenshelf_catalog_v1_ExportContentsResponse__Output } from './screenshelf/catalog/v1/ExportContentsResponse.js';
import type { ExportRequest as _screenshelf_catalog_v1_ExportRequest, ExportRequest__Output as _screenshelf_catalog_v1_ExportRequest__Output } from './screenshelf/catalog/v1/ExportRequest.js';
import type { Flow as _screenshelf_catalog_v1_Flow, Flow__Output as _screenshelf_catalog_v1_Flow__Output } from './screenshelf/catalog/v1/Flow.js';
import type { FlowInput as _screenshelf_catalog_v1_FlowInput, FlowInput__Output as _screenshelf_catalog_v1_FlowInput__Output } from './screenshelf/catalog/v1/FlowInput.js';
import type { FlowList as _screenshelf_catalog_v1_FlowList, FlowList__Output as _screenshelf_catalog_v1_FlowList__Output } from './screenshelf/catalog/v1/FlowList.js';
import type { FlowPage as _screenshelf_catalog_v1_FlowPage, FlowPage__Output as _screenshelf_catalog_v1_FlowPage__Output } from './screenshelf/catalog/v1/FlowPage.js';
import type { FlowStep as _screenshelf_catalog_v1_FlowStep, FlowStep__Output as _screenshelf_catalog_v1_FlowStep__Output } from './screenshelf/catalog/v1/FlowStep.js';
import type { FlowStepInput as _screenshelf_catalog_v1_FlowStepInput, FlowStepInput__Output as _screenshelf_catalog_v1_FlowStepInput__Output } from './screenshelf/catalog/v1/FlowStepInput.js';
import type { FlowsLocked as _screenshelf_catalog_v1_FlowsLocked, FlowsLocked__Output as _screenshelf_catalog_v1_FlowsLocked__Output } from './screenshelf/catalog/v1/FlowsLocked.js';
import type { GetAppRequest as _screenshelf_catalog_v1_GetAppRequest, GetAppRequest__Output as _screenshelf_catalog_v1_GetAppRequest__Output } from './screenshelf/catalog/v1/GetAppRequest.js';
import type { GetContentRequest as _screenshelf_catalog_v1_GetContentRequest, GetContentRequest__Output as _screenshelf_catalog_v1_GetContentRequest__Output } from './screenshelf/catalog/v1/GetContentRequest.js';
import type { GetFileRequest as _screenshelf_catalog_v1_GetFileRequest, GetFileRequest__Output as _screenshelf_catalog_v1_GetFileRequest__Output } from './screenshelf/catalog/v1/GetFileRequest.js';
import type { GetFileResponse as _screenshelf_catalog_v1_GetFileResponse, GetFileResponse__Output as _screenshelf_catalog_v1_GetFileResponse__Output } from './screenshelf/catalog/v1/GetFileResponse.js';
import type { GetFlowRequest as _screenshelf_catalog_v1_GetFlowRequest, GetFlowRequest__Output as _screenshelf_catalog_v1_GetFlowRequest__Output } from './screenshelf/catalog/v1/GetFlowRequest.js';
import type { Image as _screenshelf_catalog_v1_Image, Image__Output as _screenshelf_catalog_v1_Image__Output } from './screenshelf/catalog/v1/Image.js';
import type { ImageInput as _screenshelf_catalog_v1_ImageInput, ImageInput__Output as _screenshelf_catalog_v1_ImageInput__Output } from './screenshelf/catalog/v1/ImageInput.js';
import type { ImportApp as _screenshelf_catalog_v1_ImportApp, ImportApp__Output as _screenshelf_catalog_v1_ImportApp__Output } from './screenshelf/catalog/v1/ImportApp.js';
import type { ImportAppsRequest as _screenshelf_catalog_v1_ImportAppsRequest, ImportAppsRequest__Output as _screenshelf_catalog_v1_ImportAppsRequest__Output } from './screenshelf/catalog/v1/ImportAppsRequest.js';
import type { ImportAppsResult as _screenshelf_catalog_v1_ImportAppsResult, ImportAppsResult__Output as _screenshelf_catalog_v1_ImportAppsResult__Output } from './screenshelf/catalog/v1/ImportAppsResult.js';
import type { LikeState as _screenshelf_catalog_v1_LikeState, LikeState__Output as _screenshelf_catalog_v1_LikeState__Output } from './screenshelf/catalog/v1/LikeState.js';
import type { ListAppFlowsRequest as _screenshelf_catalog_v1_ListAppFlowsRequest, ListAppFlowsRequest__Output as _screenshelf_catalog_v1_ListAppFlowsRequest__Output } from './screenshelf/catalog/v1/ListAppFlowsRequest.js';
import type { ListBookmarksRequest as _screenshelf_catalog_v1_ListBookmarksRequest, ListBookmarksRequest__Output as _screenshelf_catalog_v1_ListBookmarksRequest__Output } from './screenshelf/catalog/v1/ListBookmarksRequest.js';
import type { ListBookmarksResponse as _screenshelf_catalog_v1_ListBookmarksResponse, ListBookmarksResponse__Output as _screenshelf_catalog_v1_ListBookmarksResponse__Output } from './screenshelf/catalog/v1/ListBookmarksResponse.js';
import type { ListCodesRequest as _screenshelf_catalog_v1_ListCodesRequest, ListCodesRequest__Output as _screenshelf_catalog_v1_ListCodesRequest__Output } from './screenshelf/catalog/v1/ListCodesRequest.js';
import type { ListCodesResponse as _screenshelf_catalog_v1_ListCodesResponse, ListCodesResponse__Output as _screenshelf_catalog_v1_ListCodesResponse__Output } from './screenshelf/catalog/v1/ListCodesResponse.js';
import type { MyLikesRequest as _screenshelf_catalog_v1_MyLikesRequest, MyLikesRequest__Output as _screenshelf_catalog_v1_MyLikesRequest__Output } from './screenshelf/catalog/v1/MyLikesRequest.js';
import type { MyLikesResponse as _screenshelf_catalog_v1_MyLikesResponse, MyLikesResponse__Output as _screenshelf_catalog_v1_MyLikesResponse__Output } from './screenshelf/catalog/v1/MyLikesResponse.js';
import type { Pattern as _screenshelf_catalog_v1_Pattern, Pattern__Output as _screenshelf_catalog_v1_Pattern__Output } from './screenshelf/catalog/v1/Pattern.js';
import type { PatternInput as _screenshelf_catalog_v1_PatternInput, PatternInput__Output as _screenshelf_catalog_v1_PatternInput__Output } from './screenshelf/catalog/v1/PatternInput.js';
import type { PresignUploadRequest as _screenshelf_catalog_v1_PresignUploadRequest, PresignUploadRequest__Output as _screenshelf_catalog_v1_PresignUploadRequest__Output } from './screenshelf/catalog/v1/PresignUploadRequest.js';
import type { PresignUploadResponse as _screenshelf_catalog_v1_PresignUploadResponse, PresignUploadResponse__Output as _screenshelf_catalog_v1_PresignUploadResponse__Output } from './screenshelf/catalog/v1/PresignUploadResponse.js';
import type { PutFileRequest as _screenshelf_catalog_v1_PutFileRequest, PutFileRequest__Output as _screenshelf_catalog_v1_PutFileRequest__Output } from './screenshelf/catalog/v1/PutFileRequest.js';
import type { PutFileResult as _screenshelf_catalog_v1_PutFileResult, PutFileResult__Output as _screenshelf_catalog_v1_PutFileResult__Output } from './screenshelf/catalog/v1/PutFileResult.js';
import type { SetBookmarkRequest as _screenshelf_catalog_v1_SetBookmarkRequest, SetBookmarkRequest__Output as _screenshelf_catalog_v1_SetBookmarkRequest__Output } from './screenshelf/catalog/v1/SetBookmarkRequest.js';
import type { SetBookmarkResult as _screenshelf_catalog_v1_SetBookmarkResult, SetBookmarkResult__Output as _screenshelf_catalog_v1_SetBookmarkResult__Output } from './screenshelf/catalog/v1/SetBookmarkResult.js';
import type { SetImageComponentsRequest as _screenshelf_catalog_v1_SetImageComponentsRequest, SetImageComponentsRequest__Output as _screenshelf_catalog_v1_SetImageComponentsRequest__Output } from './screenshelf/catalog/v1/SetImageComponentsRequest.js';
import type { SetLikeRequest as _screenshelf_catalog_v1_SetLikeRequest, SetLikeRequest__Output as _screenshelf_catalog_v1_SetLikeRequest__Output } from './screenshelf/catalog/v1/SetLikeRequest.js';
import type { Thumbnail as _screenshelf_catalog_v1_Thumbnail, Thumbnail__Output as _screenshelf_catalog_v1_Thumbnail__Output } from './screenshelf/catalog/v1/Thumbnail.js';
import type { UpdateAppRequest as _screenshelf_catalog_v1_UpdateAppRequest, UpdateAppRequest__Output as _screenshelf_catalog_v1_UpdateAppRequest__Output } from './screenshelf/catalog/v1/UpdateAppRequest.js';
import type { AppSnapshot as _screenshelf_events_v1_AppSnapshot, AppSnapshot__Output as _screenshelf_events_v1_AppSnapshot__Output } from './screenshelf/events/v1/AppSnapshot.js';
import type { CatalogEvent as _screenshelf_events_v1_CatalogEvent, CatalogEvent__Output as _screenshelf_events_v1_CatalogEvent__Output } from './screenshelf/events/v1/CatalogEvent.js';
import type { CodeSnapshot as _screenshelf_events_v1_CodeSnapshot, CodeSnapshot__Output as _screenshelf_events_v1_CodeSnapshot__Output } from './screenshelf/events/v1/CodeSnapshot.js';
import type { ContentSnapshot as _screenshelf_events_v1_ContentSnapshot, ContentSnapshot__Output as _screenshelf_events_v1_ContentSnapshot__Output } from './screenshelf/events/v1/ContentSnapshot.js';
import type { FlowSnapshot as _screenshelf_events_v1_FlowSnapshot, FlowSnapshot__Output as _screenshelf_events_v1_FlowSnapshot__Output } from './screenshelf/events/v1/FlowSnapshot.js';
import type { FlowStepSnapshot as _screenshelf_events_v1_FlowStepSnapshot, FlowStepSnapshot__Output as _screenshelf_events_v1_FlowStepSnapshot__Output } from './screenshelf/events/v1/FlowStepSnapshot.js';
import type { ImageSnapshot as _screenshelf_events_v1_ImageSnapshot, ImageSnapshot__Output as _screenshelf_events_v1_ImageSnapshot__Output } from './screenshelf/events/v1/ImageSnapshot.js';
import type { PatternSnapshot as _screenshelf_events_v1_PatternSnapshot, PatternSnapshot__Output as _screenshelf_events_v1_PatternSnapshot__Output } from './screenshelf/events/v1/PatternSnapshot.js';
import type { Thumbnail as _screenshelf_events_v1_Thumbnail, Thumbnail__Output as _screenshelf_events_v1_Thumbnail__Output } from './screenshelf/events/v1/Thumbnail.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    catalog: {
      v1: {
        AddBookmarkRequest: MessageTypeDefinition<_screenshelf_catalog_v1_AddBookmarkRequest, _screenshelf_catalog_v1_AddBookmarkRequest__Output>
        AddPatternsRequest: MessageTypeDefinition<_screenshelf_catalog_v1_AddPatternsRequest, _screenshelf_catalog_v1_AddPatternsRequest__Output>
        App: MessageTypeDefinition<_screenshelf_catalog_v1_App, _screenshelf_catalog_v1_App__Output>
        AppDetail: MessageTypeDefinition<_screenshelf_catalog_v1_AppDetail, _screenshelf_catalog_v1_AppDetail__Output>
        AppType: EnumTypeDefinition
        Bookmark: MessageTypeDefinition<_screenshelf_catalog_v1_Bookmark, _screenshelf_catalog_v1_Bookmark__Output>
        BrowseFlowsRequest: MessageTypeDefinition<_screenshelf_catalog_v1_BrowseFlowsRequest, _screenshelf_catalog_v1_BrowseFlowsRequest__Output>
        Catalog: SubtypeConstructor<typeof grpc.Client, _screenshelf_catalog_v1_CatalogClient> & { service: _screenshelf_catalog_v1_CatalogDefinition }
        Code: MessageTypeDefinition<_screenshelf_catalog_v1_Code, _screenshelf_catalog_v1_Code__Output>
        Content: MessageTypeDefinition<_screenshelf_catalog_v1_Content, _screenshelf_catalog_v1_Content__Output>
        ContentInput: MessageTypeDefinition<_screenshelf_catalog_v1_ContentInput, _screenshelf_catalog_v1_ContentInput__Output>
        CreateAppRequest: MessageTypeDefinition<_screenshelf_catalog_v1_CreateAppRequest, _screenshelf_catalog_v1_CreateAppRequest__Output>
        CreateCodeRequest: MessageTypeDefinition<_screenshelf_catalog_v1_CreateCodeRequest, _screenshelf_catalog_v1_CreateCodeRequest__Output>
        DeletePatternRequest: MessageTypeDefinition<_screenshelf_catalog_v1_DeletePatternRequest, _screenshelf_catalog_v1_DeletePatternRequest__Output>
        DeleteResult: MessageTypeDefinition<_screenshelf_catalog_v1_DeleteResult, _screenshelf_catalog_v1_DeleteResult__Output>
        ExportAppsResponse: MessageTypeDefinition<_screenshelf_catalog_v1_ExportAppsResponse, _screenshelf_catalog_v1_ExportAppsResponse__Output>
        ExportContentsResponse: MessageTypeDefinition<_screenshelf_catalog_v1_ExportContentsResponse, _screenshelf_catalog_v1_ExportContentsResponse__Output>
        ExportRequest: MessageTypeDefinition<_screenshelf_catalog_v1_ExportRequest, _screenshelf_catalog_v1_ExportRequest__Output>
        Flow: MessageTypeDefinition<_screenshelf_catalog_v1_Flow, _screenshelf_catalog_v1_Flow__Output>
        FlowInput: MessageTypeDefinition<_screenshelf_catalog_v1_FlowInput, _screenshelf_catalog_v1_FlowInput__Output>
        FlowList: MessageTypeDefinition<_screenshelf_catalog_v1_FlowList, _screenshelf_catalog_v1_FlowList__Output>
        FlowPage: MessageTypeDefinition<_screenshelf_catalog_v1_FlowPage, _screenshelf_catalog_v1_FlowPage__Output>
        FlowStep: MessageTypeDefinition<_screenshelf_catalog_v1_FlowStep, _screenshelf_catalog_v1_FlowStep__Output>
        FlowStepInput: MessageTypeDefinition<_screenshelf_catalog_v1_FlowStepInput, _screenshelf_catalog_v1_FlowStepInput__Output>
        FlowsLocked: MessageTypeDefinition<_screenshelf_catalog_v1_FlowsLocked, _screenshelf_catalog_v1_FlowsLocked__Output>
        GetAppRequest: MessageTypeDefinition<_screenshelf_catalog_v1_GetAppRequest, _screenshelf_catalog_v1_GetAppRequest__Output>
        GetContentRequest: MessageTypeDefinition<_screenshelf_catalog_v1_GetContentRequest, _screenshelf_catalog_v1_GetContentRequest__Output>
        GetFileRequest: MessageTypeDefinition<_screenshelf_catalog_v1_GetFileRequest, _screenshelf_catalog_v1_GetFileRequest__Output>
        GetFileResponse: MessageTypeDefinition<_screenshelf_catalog_v1_GetFileResponse, _screenshelf_catalog_v1_GetFileResponse__Output>
        GetFlowRequest: MessageTypeDefinition<_screenshelf_catalog_v1_GetFlowRequest, _screenshelf_catalog_v1_GetFlowRequest__Output>
        Image: MessageTypeDefinition<_screenshelf_catalog_v1_Image, _screenshelf_catalog_v1_Image__Output>
        ImageInput: MessageTypeDefinition<_screenshelf_catalog_v1_ImageInput, _screenshelf_catalog_v1_ImageInput__Output>
        ImportApp: MessageTypeDefinition<_screenshelf_catalog_v1_ImportApp, _screenshelf_catalog_v1_ImportApp__Output>
        ImportAppsRequest: MessageTypeDefinition<_screenshelf_catalog_v1_ImportAppsRequest, _screenshelf_catalog_v1_ImportAppsRequest__Output>
        ImportAppsResult: MessageTypeDefinition<_screenshelf_catalog_v1_ImportAppsResult, _screenshelf_catalog_v1_ImportAppsResult__Output>
        LikeState: MessageTypeDefinition<_screenshelf_catalog_v1_LikeState, _screenshelf_catalog_v1_LikeState__Output>
        ListAppFlowsRequest: MessageTypeDefinition<_screenshelf_catalog_v1_ListAppFlowsRequest, _screenshelf_catalog_v1_ListAppFlowsRequest__Output>
        ListBookmarksRequest: MessageTypeDefinition<_screenshelf_catalog_v1_ListBookmarksRequest, _screenshelf_catalog_v1_ListBookmarksRequest__Output>
        ListBookmarksResponse: MessageTypeDefinition<_screenshelf_catalog_v1_ListBookmarksResponse, _screenshelf_catalog_v1_ListBookmarksResponse__Output>
        ListCodesRequest: MessageTypeDefinition<_screenshelf_catalog_v1_ListCodesRequest, _screenshelf_catalog_v1_ListCodesRequest__Output>
        ListCodesResponse: MessageTypeDefinition<_screenshelf_catalog_v1_ListCodesResponse, _screenshelf_catalog_v1_ListCodesResponse__Output>
        MyLikesRequest: MessageTypeDefinition<_screenshelf_catalog_v1_MyLikesRequest, _screenshelf_catalog_v1_MyLikesRequest__Output>
        MyLikesResponse: MessageTypeDefinition<_screenshelf_catalog_v1_MyLikesResponse, _screenshelf_catalog_v1_MyLikesResponse__Output>
        Pattern: MessageTypeDefinition<_screenshelf_catalog_v1_Pattern, _screenshelf_catalog_v1_Pattern__Output>
        PatternInput: MessageTypeDefinition<_screenshelf_catalog_v1_PatternInput, _screenshelf_catalog_v1_PatternInput__Output>
        PresignUploadRequest: MessageTypeDefinition<_screenshelf_catalog_v1_PresignUploadRequest, _screenshelf_catalog_v1_PresignUploadRequest__Output>
        PresignUploadResponse: MessageTypeDefinition<_screenshelf_catalog_v1_PresignUploadResponse, _screenshelf_catalog_v1_PresignUploadResponse__Output>
        PutFileRequest: MessageTypeDefinition<_screenshelf_catalog_v1_PutFileRequest, _screenshelf_catalog_v1_PutFileRequest__Output>
        PutFileResult: MessageTypeDefinition<_screenshelf_catalog_v1_PutFileResult, _screenshelf_catalog_v1_PutFileResult__Output>
        ReleaseStatus: EnumTypeDefinition
        SetBookmarkRequest: MessageTypeDefinition<_screenshelf_catalog_v1_SetBookmarkRequest, _screenshelf_catalog_v1_SetBookmarkRequest__Output>
        SetBookmarkResult: MessageTypeDefinition<_screenshelf_catalog_v1_SetBookmarkResult, _screenshelf_catalog_v1_SetBookmarkResult__Output>
        SetImageComponentsRequest: MessageTypeDefinition<_screenshelf_catalog_v1_SetImageComponentsRequest, _screenshelf_catalog_v1_SetImageComponentsRequest__Output>
        SetLikeRequest: MessageTypeDefinition<_screenshelf_catalog_v1_SetLikeRequest, _screenshelf_catalog_v1_SetLikeRequest__Output>
        Thumbnail: MessageTypeDefinition<_screenshelf_catalog_v1_Thumbnail, _screenshelf_catalog_v1_Thumbnail__Output>
        UpdateAppRequest: MessageTypeDefinition<_screenshelf_catalog_v1_UpdateAppRequest, _screenshelf_catalog_v1_UpdateAppRequest__Output>
      }
    }
    events: {
      v1: {
        AppSnapshot: MessageTypeDefinition<_screenshelf_events_v1_AppSnapshot, _screenshelf_events_v1_AppSnapshot__Output>
        CatalogEvent: MessageTypeDefinition<_screenshelf_events_v1_CatalogEvent, _screenshelf_events_v1_CatalogEvent__Output>
        CodeSnapshot: MessageTypeDefinition<_screenshelf_events_v1_CodeSnapshot, _screenshelf_events_v1_CodeSnapshot__Output>
        ContentSnapshot: MessageTypeDefinition<_screenshelf_events_v1_ContentSnapshot, _screenshelf_events_v1_ContentSnapshot__Output>
        FlowSnapshot: MessageTypeDefinition<_screenshelf_events_v1_FlowSnapshot, _screenshelf_events_v1_FlowSnapshot__Output>
        FlowStepSnapshot: MessageTypeDefinition<_screenshelf_events_v1_FlowStepSnapshot, _screenshelf_events_v1_FlowStepSnapshot__Output>
        ImageSnapshot: MessageTypeDefinition<_screenshelf_events_v1_ImageSnapshot, _screenshelf_events_v1_ImageSnapshot__Output>
        PatternSnapshot: MessageTypeDefinition<_screenshelf_events_v1_PatternSnapshot, _screenshelf_events_v1_PatternSnapshot__Output>
        Thumbnail: MessageTypeDefinition<_screenshelf_events_v1_Thumbnail, _screenshelf_events_v1_Thumbnail__Output>
      }
    }
  }
}

