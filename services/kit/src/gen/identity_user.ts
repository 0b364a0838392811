import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { UserEvent as _screenshelf_events_v1_UserEvent, UserEvent__Output as _screenshelf_events_v1_UserEvent__Output } from './screenshelf/events/v1/UserEvent.js';
import type { UserSnapshot as _screenshelf_events_v1_UserSnapshot, UserSnapshot__Output as _screenshelf_events_v1_UserSnapshot__Output } from './screenshelf/events/v1/UserSnapshot.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    events: {
      v1: {
        UserEvent: MessageTypeDefinition<_screenshelf_events_v1_UserEvent, _screenshelf_events_v1_UserEvent__Output>
        UserSnapshot: MessageTypeDefinition<_screenshelf_events_v1_UserSnapshot, _screenshelf_events_v1_UserSnapshot__Output>
      }
    }
  }
}

