// Original file: marketplace.proto

import type { MonthTotal as _screenshelf_marketplace_v1_MonthTotal, MonthTotal__Output as _screenshelf_marketplace_v1_MonthTotal__Output } from '../../../screenshelf/marketplace/v1/MonthTotal.js';
import type { Long } from '@grpc/proto-loader';

export interface RevenueTotal {
  'sellerUserId'?: (string);
  'yearmonth'?: (string);
  'orderCount'?: (number);
  'refundCount'?: (number);
  'gross'?: (number | string | Long);
  'refunds'?: (number | string | Long);
  'platformFee'?: (number | string | Long);
  'referralPayouts'?: (number | string | Long);
  'net'?: (number | string | Long);
  'months'?: (_screenshelf_marketplace_v1_MonthTotal)[];
}

export interface RevenueTotal__Output {
  'sellerUserId': (string);
  'yearmonth': (string);
  'orderCount': (number);
  'refundCount': (number);
  'gross': (number);
  'refunds': (number);
  'platformFee': (number);
  'referralPayouts': (number);
  'net': (number);
  'months': (_screenshelf_marketplace_v1_MonthTotal__Output)[];
}
