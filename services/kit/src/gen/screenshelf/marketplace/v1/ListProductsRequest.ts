// Original file: marketplace.proto


export interface ListProductsRequest {
  'productType'?: (string);
  'type'?: (string);
  'productCodes'?: (string)[];
  'sortField'?: (string);
  'limit'?: (number);
  'offset'?: (number);
  'keyword'?: (string);
}

export interface ListProductsRequest__Output {
  'productType': (string);
  'type': (string);
  'productCodes': (string)[];
  'sortField': (string);
  'limit': (number);
  'offset': (number);
  'keyword': (string);
}
