// Original file: community.proto


export interface ListIssuesRequest {
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListIssuesRequest__Output {
  'limit': (number);
  'offset': (number);
}
