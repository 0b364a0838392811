import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

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

