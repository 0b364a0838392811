// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface PriceQuote {
  'plan'?: (string);
  'kind'?: (string);
  'groupSize'?: (number);
  'months'?: (number);
  'listAmount'?: (number | string | Long);
  'annualDiscount'?: (number | string | Long);
  'groupDiscount'?: (number | string | Long);
  'amount'?: (number | string | Long);
  'monthlyEquivalent'?: (number | string | Long);
}

export interface PriceQuote__Output {
  'plan': (string);
  'kind': (string);
  'groupSize': (number);
  'months': (number);
  'listAmount': (number);
  'annualDiscount': (number);
  'groupDiscount': (number);
  'amount': (number);
  'monthlyEquivalent': (number);
}
