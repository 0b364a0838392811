import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { SubscriptionEvent as _screenshelf_events_v1_SubscriptionEvent, SubscriptionEvent__Output as _screenshelf_events_v1_SubscriptionEvent__Output } from './screenshelf/events/v1/SubscriptionEvent.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    events: {
      v1: {
        SubscriptionEvent: MessageTypeDefinition<_screenshelf_events_v1_SubscriptionEvent, _screenshelf_events_v1_SubscriptionEvent__Output>
      }
    }
  }
}

