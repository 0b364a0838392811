// Original file: community.proto


export interface IssuePreview {
  'subjectKo'?: (string);
  'textKo'?: (string);
  'subjectEn'?: (string);
  'textEn'?: (string);
  'recipients'?: (number);
}

export interface IssuePreview__Output {
  'subjectKo': (string);
  'textKo': (string);
  'subjectEn': (string);
  'textEn': (string);
  'recipients': (number);
}
