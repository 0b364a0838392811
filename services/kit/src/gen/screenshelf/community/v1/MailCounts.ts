// Original file: community.proto


export interface MailCounts {
  'pending'?: (number);
  'sending'?: (number);
  'sent'?: (number);
  'unknown'?: (number);
  'failed'?: (number);
  'all'?: (number);
}

export interface MailCounts__Output {
  'pending': (number);
  'sending': (number);
  'sent': (number);
  'unknown': (number);
  'failed': (number);
  'all': (number);
}
