// Original file: marketplace.proto


export interface ListSellerProductsRequest {
  'sellerUserId'?: (string);
  'productType'?: (string);
}

export interface ListSellerProductsRequest__Output {
  'sellerUserId': (string);
  'productType': (string);
}
