// Original file: audit.proto


export interface AuditEntry {
  'id'?: (string);
  'service'?: (string);
  'actorId'?: (string);
  'actorEmail'?: (string);
  'action'?: (string);
  'targetType'?: (string);
  'targetId'?: (string);
  'beforeJson'?: (string);
  'afterJson'?: (string);
  'at'?: (string);
}

export interface AuditEntry__Output {
  'id': (string);
  'service': (string);
  'actorId': (string);
  'actorEmail': (string);
  'action': (string);
  'targetType': (string);
  'targetId': (string);
  'beforeJson': (string);
  'afterJson': (string);
  'at': (string);
}
