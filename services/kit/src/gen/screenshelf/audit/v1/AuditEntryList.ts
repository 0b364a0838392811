// Original file: audit.proto

import type { AuditEntry as _screenshelf_audit_v1_AuditEntry, AuditEntry__Output as _screenshelf_audit_v1_AuditEntry__Output } from '../../../screenshelf/audit/v1/AuditEntry.js';

export interface AuditEntryList {
  'entries'?: (_screenshelf_audit_v1_AuditEntry)[];
  'total'?: (number);
}

export interface AuditEntryList__Output {
  'entries': (_screenshelf_audit_v1_AuditEntry__Output)[];
  'total': (number);
}
