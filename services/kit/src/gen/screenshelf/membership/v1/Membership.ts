// Original file: membership.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Entitlement as _screenshelf_membership_v1_Entitlement, Entitlement__Output as _screenshelf_membership_v1_Entitlement__Output } from '../../../screenshelf/membership/v1/Entitlement.js';
import type { GetEntitlementRequest as _screenshelf_membership_v1_GetEntitlementRequest, GetEntitlementRequest__Output as _screenshelf_membership_v1_GetEntitlementRequest__Output } from '../../../screenshelf/membership/v1/GetEntitlementRequest.js';

export interface MembershipClient extends grpc.Client {
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  GetEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  getEntitlement(argument: _screenshelf_membership_v1_GetEntitlementRequest, callback: grpc.requestCallback<_screenshelf_membership_v1_Entitlement__Output>): grpc.ClientUnaryCall;
  
}

export interface MembershipHandlers extends grpc.UntypedServiceImplementation {
  GetEntitlement: grpc.handleUnaryCall<_screenshelf_membership_v1_GetEntitlementRequest__Output, _screenshelf_membership_v1_Entitlement>;
  
}

export interface MembershipDefinition extends grpc.ServiceDefinition {
  GetEntitlement: MethodDefinition<_screenshelf_membership_v1_GetEntitlementRequest, _screenshelf_membership_v1_Entitlement, _screenshelf_membership_v1_GetEntitlementRequest__Output, _screenshelf_membership_v1_Entitlement__Output>
}
