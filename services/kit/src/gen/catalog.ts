import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { App as _screenshelf_catalog_v1_App, App__Output as _screenshelf_catalog_v1_App__Output } from './screenshelf/catalog/v1/App.js';
import type { CatalogClient as _screenshelf_catalog_v1_CatalogClient, CatalogDefinition as _screenshelf_catalog_v1_CatalogDefinition } from './screenshelf/catalog/v1/Catalog.js';
import type { CreateAppRequest as _screenshelf_catalog_v1_CreateAppRequest, CreateAppRequest__Output as _screenshelf_catalog_v1_CreateAppRequest__Output } from './screenshelf/catalog/v1/CreateAppRequest.js';
import type { GetAppRequest as _screenshelf_catalog_v1_GetAppRequest, GetAppRequest__Output as _screenshelf_catalog_v1_GetAppRequest__Output } from './screenshelf/catalog/v1/GetAppRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    catalog: {
      v1: {
        App: MessageTypeDefinition<_screenshelf_catalog_v1_App, _screenshelf_catalog_v1_App__Output>
        AppType: EnumTypeDefinition
        Catalog: SubtypeConstructor<typeof grpc.Client, _screenshelf_catalog_v1_CatalogClient> & { service: _screenshelf_catalog_v1_CatalogDefinition }
        CreateAppRequest: MessageTypeDefinition<_screenshelf_catalog_v1_CreateAppRequest, _screenshelf_catalog_v1_CreateAppRequest__Output>
        GetAppRequest: MessageTypeDefinition<_screenshelf_catalog_v1_GetAppRequest, _screenshelf_catalog_v1_GetAppRequest__Output>
        ReleaseStatus: EnumTypeDefinition
      }
    }
  }
}

