// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface RevenueTotal {
  'yearmonth'?: (string);
  'totalAmount'?: (number | string | Long);
  'paymentCount'?: (number);
  'cancelledAmount'?: (number | string | Long);
  'cancelledCount'?: (number);
}

export interface RevenueTotal__Output {
  'yearmonth': (string);
  'totalAmount': (number);
  'paymentCount': (number);
  'cancelledAmount': (number);
  'cancelledCount': (number);
}
