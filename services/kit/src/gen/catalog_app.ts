import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AppSnapshot as _screenshelf_events_v1_AppSnapshot, AppSnapshot__Output as _screenshelf_events_v1_AppSnapshot__Output } from './screenshelf/events/v1/AppSnapshot.js';
import type { CatalogEvent as _screenshelf_events_v1_CatalogEvent, CatalogEvent__Output as _screenshelf_events_v1_CatalogEvent__Output } from './screenshelf/events/v1/CatalogEvent.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    events: {
      v1: {
        AppSnapshot: MessageTypeDefinition<_screenshelf_events_v1_AppSnapshot, _screenshelf_events_v1_AppSnapshot__Output>
        CatalogEvent: MessageTypeDefinition<_screenshelf_events_v1_CatalogEvent, _screenshelf_events_v1_CatalogEvent__Output>
      }
    }
  }
}

