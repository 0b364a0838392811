// Original file: identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ResolveSessionRequest as _screenshelf_identity_v1_ResolveSessionRequest, ResolveSessionRequest__Output as _screenshelf_identity_v1_ResolveSessionRequest__Output } from '../../../screenshelf/identity/v1/ResolveSessionRequest.js';
import type { ResolveSessionResponse as _screenshelf_identity_v1_ResolveSessionResponse, ResolveSessionResponse__Output as _screenshelf_identity_v1_ResolveSessionResponse__Output } from '../../../screenshelf/identity/v1/ResolveSessionResponse.js';

export interface IdentityClient extends grpc.Client {
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  ResolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  resolveSession(argument: _screenshelf_identity_v1_ResolveSessionRequest, callback: grpc.requestCallback<_screenshelf_identity_v1_ResolveSessionResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityHandlers extends grpc.UntypedServiceImplementation {
  ResolveSession: grpc.handleUnaryCall<_screenshelf_identity_v1_ResolveSessionRequest__Output, _screenshelf_identity_v1_ResolveSessionResponse>;
  
}

export interface IdentityDefinition extends grpc.ServiceDefinition {
  ResolveSession: MethodDefinition<_screenshelf_identity_v1_ResolveSessionRequest, _screenshelf_identity_v1_ResolveSessionResponse, _screenshelf_identity_v1_ResolveSessionRequest__Output, _screenshelf_identity_v1_ResolveSessionResponse__Output>
}
