// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface MauRangeResponse {
  'min'?: (number | string | Long);
  'max'?: (number | string | Long);
  'count'?: (number);
}

export interface MauRangeResponse__Output {
  'min': (number);
  'max': (number);
  'count': (number);
}
