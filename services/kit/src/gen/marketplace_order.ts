import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { OrderEvent as _screenshelf_events_v1_OrderEvent, OrderEvent__Output as _screenshelf_events_v1_OrderEvent__Output } from './screenshelf/events/v1/OrderEvent.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    events: {
      v1: {
        OrderEvent: MessageTypeDefinition<_screenshelf_events_v1_OrderEvent, _screenshelf_events_v1_OrderEvent__Output>
      }
    }
  }
}

