// Original file: community.proto


export interface MailRecord {
  'id'?: (string);
  'messageId'?: (string);
  'to'?: (string);
  'subject'?: (string);
  'state'?: (string);
  'attempts'?: (number);
  'lastError'?: (string);
  'createdAt'?: (string);
  'sentAt'?: (string);
}

export interface MailRecord__Output {
  'id': (string);
  'messageId': (string);
  'to': (string);
  'subject': (string);
  'state': (string);
  'attempts': (number);
  'lastError': (string);
  'createdAt': (string);
  'sentAt': (string);
}
