// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface AdditionalFee {
  'currentGroupSize'?: (number);
  'groupSize'?: (number);
  'currentPeriodAmount'?: (number | string | Long);
  'newPeriodAmount'?: (number | string | Long);
  'additionalFee'?: (number | string | Long);
  'periodEnd'?: (string);
  'nextAmount'?: (number | string | Long);
}

export interface AdditionalFee__Output {
  'currentGroupSize': (number);
  'groupSize': (number);
  'currentPeriodAmount': (number);
  'newPeriodAmount': (number);
  'additionalFee': (number);
  'periodEnd': (string);
  'nextAmount': (number);
}
