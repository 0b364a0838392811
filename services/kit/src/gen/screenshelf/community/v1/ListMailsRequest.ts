// Original file: community.proto


export interface ListMailsRequest {
  'state'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListMailsRequest__Output {
  'state': (string);
  'limit': (number);
  'offset': (number);
}
