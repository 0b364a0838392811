// Original file: community.proto


export interface IssueIdRequest {
  'id'?: (string);
}

export interface IssueIdRequest__Output {
  'id': (string);
}
