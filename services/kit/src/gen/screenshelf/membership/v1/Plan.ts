// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface Plan {
  'plan'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'monthlyPrice'?: (number | string | Long);
  'annualPrice'?: (number | string | Long);
  'perSeat'?: (boolean);
  'features'?: (string)[];
  'state'?: (string);
}

export interface Plan__Output {
  'plan': (string);
  'name': (string);
  'nameEn': (string);
  'monthlyPrice': (number);
  'annualPrice': (number);
  'perSeat': (boolean);
  'features': (string)[];
  'state': (string);
}
