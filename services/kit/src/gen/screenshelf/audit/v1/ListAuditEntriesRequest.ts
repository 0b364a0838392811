// Original file: audit.proto


export interface ListAuditEntriesRequest {
  'actorId'?: (string);
  'action'?: (string);
  'targetId'?: (string);
  'from'?: (string);
  'to'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListAuditEntriesRequest__Output {
  'actorId': (string);
  'action': (string);
  'targetId': (string);
  'from': (string);
  'to': (string);
  'limit': (number);
  'offset': (number);
}
