import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Entitlement as _screenshelf_membership_v1_Entitlement, Entitlement__Output as _screenshelf_membership_v1_Entitlement__Output } from './screenshelf/membership/v1/Entitlement.js';
import type { GetEntitlementRequest as _screenshelf_membership_v1_GetEntitlementRequest, GetEntitlementRequest__Output as _screenshelf_membership_v1_GetEntitlementRequest__Output } from './screenshelf/membership/v1/GetEntitlementRequest.js';
import type { MembershipClient as _screenshelf_membership_v1_MembershipClient, MembershipDefinition as _screenshelf_membership_v1_MembershipDefinition } from './screenshelf/membership/v1/Membership.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    membership: {
      v1: {
        Entitlement: MessageTypeDefinition<_screenshelf_membership_v1_Entitlement, _screenshelf_membership_v1_Entitlement__Output>
        GetEntitlementRequest: MessageTypeDefinition<_screenshelf_membership_v1_GetEntitlementRequest, _screenshelf_membership_v1_GetEntitlementRequest__Output>
        Membership: SubtypeConstructor<typeof grpc.Client, _screenshelf_membership_v1_MembershipClient> & { service: _screenshelf_membership_v1_MembershipDefinition }
      }
    }
  }
}

