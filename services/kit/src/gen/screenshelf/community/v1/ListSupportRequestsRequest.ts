// Original file: community.proto


export interface ListSupportRequestsRequest {
  'status'?: (string);
  'kind'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListSupportRequestsRequest__Output {
  'status': (string);
  'kind': (string);
  'limit': (number);
  'offset': (number);
}
