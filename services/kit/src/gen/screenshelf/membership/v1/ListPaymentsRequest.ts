// Original file: membership.proto


export interface ListPaymentsRequest {
  'userId'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListPaymentsRequest__Output {
  'userId': (string);
  'limit': (number);
  'offset': (number);
}
