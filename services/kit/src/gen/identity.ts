import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { IdentityClient as _screenshelf_identity_v1_IdentityClient, IdentityDefinition as _screenshelf_identity_v1_IdentityDefinition } from './screenshelf/identity/v1/Identity.js';
import type { ResolveSessionRequest as _screenshelf_identity_v1_ResolveSessionRequest, ResolveSessionRequest__Output as _screenshelf_identity_v1_ResolveSessionRequest__Output } from './screenshelf/identity/v1/ResolveSessionRequest.js';
import type { ResolveSessionResponse as _screenshelf_identity_v1_ResolveSessionResponse, ResolveSessionResponse__Output as _screenshelf_identity_v1_ResolveSessionResponse__Output } from './screenshelf/identity/v1/ResolveSessionResponse.js';
import type { User as _screenshelf_identity_v1_User, User__Output as _screenshelf_identity_v1_User__Output } from './screenshelf/identity/v1/User.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    identity: {
      v1: {
        Identity: SubtypeConstructor<typeof grpc.Client, _screenshelf_identity_v1_IdentityClient> & { service: _screenshelf_identity_v1_IdentityDefinition }
        ResolveSessionRequest: MessageTypeDefinition<_screenshelf_identity_v1_ResolveSessionRequest, _screenshelf_identity_v1_ResolveSessionRequest__Output>
        ResolveSessionResponse: MessageTypeDefinition<_screenshelf_identity_v1_ResolveSessionResponse, _screenshelf_identity_v1_ResolveSessionResponse__Output>
        User: MessageTypeDefinition<_screenshelf_identity_v1_User, _screenshelf_identity_v1_User__Output>
      }
    }
  }
}

