// Original file: events/marketplace_order.proto

import type { Long } from '@grpc/proto-loader';

export interface OrderEvent {
  'kind'?: (string);
  'occurredAt'?: (string);
  'orderId'?: (string);
  'productId'?: (string);
  'userId'?: (string);
  'amount'?: (number | string | Long);
  'sellerUserId'?: (string);
  'productType'?: (string);
  'productVersion'?: (number | string | Long);
}

export interface OrderEvent__Output {
  'kind': (string);
  'occurredAt': (string);
  'orderId': (string);
  'productId': (string);
  'userId': (string);
  'amount': (number);
  'sellerUserId': (string);
  'productType': (string);
  'productVersion': (number);
}
