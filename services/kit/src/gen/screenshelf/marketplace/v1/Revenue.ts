// Original file: marketplace.proto

import type { Long } from '@grpc/proto-loader';

export interface Revenue {
  'orderId'?: (string);
  'productId'?: (string);
  'productTitle'?: (string);
  'productType'?: (string);
  'buyerName'?: (string);
  'status'?: (string);
  'amount'?: (number | string | Long);
  'platformFee'?: (number | string | Long);
  'referralPayout'?: (number | string | Long);
  'net'?: (number | string | Long);
  'paidAt'?: (string);
  'cancelledAt'?: (string);
  'yearmonth'?: (string);
}

export interface Revenue__Output {
  'orderId': (string);
  'productId': (string);
  'productTitle': (string);
  'productType': (string);
  'buyerName': (string);
  'status': (string);
  'amount': (number);
  'platformFee': (number);
  'referralPayout': (number);
  'net': (number);
  'paidAt': (string);
  'cancelledAt': (string);
  'yearmonth': (string);
}
