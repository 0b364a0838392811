import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AppCard as _screenshelf_search_v1_AppCard, AppCard__Output as _screenshelf_search_v1_AppCard__Output } from './screenshelf/search/v1/AppCard.js';
import type { BrowseAppsRequest as _screenshelf_search_v1_BrowseAppsRequest, BrowseAppsRequest__Output as _screenshelf_search_v1_BrowseAppsRequest__Output } from './screenshelf/search/v1/BrowseAppsRequest.js';
import type { BrowseAppsResponse as _screenshelf_search_v1_BrowseAppsResponse, BrowseAppsResponse__Output as _screenshelf_search_v1_BrowseAppsResponse__Output } from './screenshelf/search/v1/BrowseAppsResponse.js';
import type { SearchClient as _screenshelf_search_v1_SearchClient, SearchDefinition as _screenshelf_search_v1_SearchDefinition } from './screenshelf/search/v1/Search.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    search: {
      v1: {
        AppCard: MessageTypeDefinition<_screenshelf_search_v1_AppCard, _screenshelf_search_v1_AppCard__Output>
        BrowseAppsRequest: MessageTypeDefinition<_screenshelf_search_v1_BrowseAppsRequest, _screenshelf_search_v1_BrowseAppsRequest__Output>
        BrowseAppsResponse: MessageTypeDefinition<_screenshelf_search_v1_BrowseAppsResponse, _screenshelf_search_v1_BrowseAppsResponse__Output>
        Search: SubtypeConstructor<typeof grpc.Client, _screenshelf_search_v1_SearchClient> & { service: _screenshelf_search_v1_SearchDefinition }
      }
    }
  }
}

