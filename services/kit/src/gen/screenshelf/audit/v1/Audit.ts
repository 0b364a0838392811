// Original file: audit.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AuditEntryList as _screenshelf_audit_v1_AuditEntryList, AuditEntryList__Output as _screenshelf_audit_v1_AuditEntryList__Output } from '../../../screenshelf/audit/v1/AuditEntryList.js';
import type { ListAuditEntriesRequest as _screenshelf_audit_v1_ListAuditEntriesRequest, ListAuditEntriesRequest__Output as _screenshelf_audit_v1_ListAuditEntriesRequest__Output } from '../../../screenshelf/audit/v1/ListAuditEntriesRequest.js';

export interface AuditClient extends grpc.Client {
  ListAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  ListAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  ListAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  ListAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  listAuditEntries(argument: _screenshelf_audit_v1_ListAuditEntriesRequest, callback: grpc.requestCallback<_screenshelf_audit_v1_AuditEntryList__Output>): grpc.ClientUnaryCall;
  
}

export interface AuditHandlers extends grpc.UntypedServiceImplementation {
  ListAuditEntries: grpc.handleUnaryCall<_screenshelf_audit_v1_ListAuditEntriesRequest__Output, _screenshelf_audit_v1_AuditEntryList>;
  
}

export interface AuditDefinition extends grpc.ServiceDefinition {
  ListAuditEntries: MethodDefinition<_screenshelf_audit_v1_ListAuditEntriesRequest, _screenshelf_audit_v1_AuditEntryList, _screenshelf_audit_v1_ListAuditEntriesRequest__Output, _screenshelf_audit_v1_AuditEntryList__Output>
}
