// Original file: marketplace.proto

import type { Long } from '@grpc/proto-loader';

export interface MonthTotal {
  'yearmonth'?: (string);
  'orderCount'?: (number);
  'gross'?: (number | string | Long);
  'refunds'?: (number | string | Long);
  'platformFee'?: (number | string | Long);
  'referralPayouts'?: (number | string | Long);
  'net'?: (number | string | Long);
}

export interface MonthTotal__Output {
  'yearmonth': (string);
  'orderCount': (number);
  'gross': (number);
  'refunds': (number);
  'platformFee': (number);
  'referralPayouts': (number);
  'net': (number);
}
