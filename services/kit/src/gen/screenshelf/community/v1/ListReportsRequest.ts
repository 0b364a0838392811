// Original file: community.proto


export interface ListReportsRequest {
  'status'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListReportsRequest__Output {
  'status': (string);
  'limit': (number);
  'offset': (number);
}
