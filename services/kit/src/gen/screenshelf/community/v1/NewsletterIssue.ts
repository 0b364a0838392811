// Original file: community.proto


export interface NewsletterIssue {
  'id'?: (string);
  'subjectKo'?: (string);
  'subjectEn'?: (string);
  'bodyKo'?: (string);
  'bodyEn'?: (string);
  'status'?: (string);
  'recipients'?: (number);
  'delivered'?: (number);
  'sentAt'?: (string);
  'createdAt'?: (string);
}

export interface NewsletterIssue__Output {
  'id': (string);
  'subjectKo': (string);
  'subjectEn': (string);
  'bodyKo': (string);
  'bodyEn': (string);
  'status': (string);
  'recipients': (number);
  'delivered': (number);
  'sentAt': (string);
  'createdAt': (string);
}
