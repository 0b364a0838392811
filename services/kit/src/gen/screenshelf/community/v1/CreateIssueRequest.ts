// Original file: community.proto


export interface CreateIssueRequest {
  'subjectKo'?: (string);
  'subjectEn'?: (string);
  'bodyKo'?: (string);
  'bodyEn'?: (string);
}

export interface CreateIssueRequest__Output {
  'subjectKo': (string);
  'subjectEn': (string);
  'bodyKo': (string);
  'bodyEn': (string);
}
