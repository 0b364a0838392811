// Original file: marketplace.proto


export interface ListSellerProductsRequest {
  'sellerUserId'?: (string);
  'productType'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListSellerProductsRequest__Output {
  'sellerUserId': (string);
  'productType': (string);
  'limit': (number);
  'offset': (number);
}
