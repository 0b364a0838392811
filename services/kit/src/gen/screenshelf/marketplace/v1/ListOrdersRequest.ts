// Original file: marketplace.proto


export interface ListOrdersRequest {
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListOrdersRequest__Output {
  'limit': (number);
  'offset': (number);
}
