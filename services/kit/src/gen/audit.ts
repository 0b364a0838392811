import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AuditClient as _screenshelf_audit_v1_AuditClient, AuditDefinition as _screenshelf_audit_v1_AuditDefinition } from './screenshelf/audit/v1/Audit.js';
import type { AuditEntry as _screenshelf_audit_v1_AuditEntry, AuditEntry__Output as _screenshelf_audit_v1_AuditEntry__Output } from './screenshelf/audit/v1/AuditEntry.js';
import type { AuditEntryList as _screenshelf_audit_v1_AuditEntryList, AuditEntryList__Output as _screenshelf_audit_v1_AuditEntryList__Output } from './screenshelf/audit/v1/AuditEntryList.js';
import type { ListAuditEntriesRequest as _screenshelf_audit_v1_ListAuditEntriesRequest, ListAuditEntriesRequest__Output as _screenshelf_audit_v1_ListAuditEntriesRequest__Output } from './screenshelf/audit/v1/ListAuditEntriesRequest.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    audit: {
      v1: {
        Audit: SubtypeConstructor<typeof grpc.Client, _screenshelf_audit_v1_AuditClient> & { service: _screenshelf_audit_v1_AuditDefinition }
        AuditEntry: MessageTypeDefinition<_screenshelf_audit_v1_AuditEntry, _screenshelf_audit_v1_AuditEntry__Output>
        AuditEntryList: MessageTypeDefinition<_screenshelf_audit_v1_AuditEntryList, _screenshelf_audit_v1_AuditEntryList__Output>
        ListAuditEntriesRequest: MessageTypeDefinition<_screenshelf_audit_v1_ListAuditEntriesRequest, _screenshelf_audit_v1_ListAuditEntriesRequest__Output>
      }
    }
  }
}

