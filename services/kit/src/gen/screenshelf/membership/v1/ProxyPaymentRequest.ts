// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface ProxyPaymentRequest {
  'userId'?: (string);
  'plan'?: (string);
  'kind'?: (string);
  'memberIds'?: (string)[];
  'amount'?: (number | string | Long);
  'memo'?: (string);
}

export interface ProxyPaymentRequest__Output {
  'userId': (string);
  'plan': (string);
  'kind': (string);
  'memberIds': (string)[];
  'amount': (number);
  'memo': (string);
}
