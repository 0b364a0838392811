// Original file: marketplace.proto


export interface RevenueQuery {
  'sellerUserId'?: (string);
  'productId'?: (string);
  'yearmonth'?: (string);
  'limit'?: (number);
  'offset'?: (number);
  'productType'?: (string);
}

export interface RevenueQuery__Output {
  'sellerUserId': (string);
  'productId': (string);
  'yearmonth': (string);
  'limit': (number);
  'offset': (number);
  'productType': (string);
}
