import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ViewEvent as _screenshelf_events_v1_ViewEvent, ViewEvent__Output as _screenshelf_events_v1_ViewEvent__Output } from './screenshelf/events/v1/ViewEvent.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    events: {
      v1: {
        ViewEvent: MessageTypeDefinition<_screenshelf_events_v1_ViewEvent, _screenshelf_events_v1_ViewEvent__Output>
      }
    }
  }
}

