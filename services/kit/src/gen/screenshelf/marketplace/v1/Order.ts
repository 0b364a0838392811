// Original file: marketplace.proto

import type { Long } from '@grpc/proto-loader';

export interface Order {
  'id'?: (string);
  'productId'?: (string);
  'productTitle'?: (string);
  'productType'?: (string);
  'type'?: (string);
  'thumbnailImgUrl'?: (string);
  'userId'?: (string);
  'sellerUserId'?: (string);
  'amount'?: (number | string | Long);
  'status'?: (string);
  'referralId'?: (string);
  'failureCode'?: (string);
  'paidAt'?: (string);
  'cancelledAt'?: (string);
  'createdAt'?: (string);
  'cancelable'?: (boolean);
  'cancelableUntil'?: (string);
  'firstDownloadedAt'?: (string);
}

export interface Order__Output {
  'id': (string);
  'productId': (string);
  'productTitle': (string);
  'productType': (string);
  'type': (string);
  'thumbnailImgUrl': (string);
  'userId': (string);
  'sellerUserId': (string);
  'amount': (number);
  'status': (string);
  'referralId': (string);
  'failureCode': (string);
  'paidAt': (string);
  'cancelledAt': (string);
  'createdAt': (string);
  'cancelable': (boolean);
  'cancelableUntil': (string);
  'firstDownloadedAt': (string);
}
