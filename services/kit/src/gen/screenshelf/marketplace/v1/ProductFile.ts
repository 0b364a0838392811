// Original file: marketplace.proto

import type { Long } from '@grpc/proto-loader';

export interface ProductFile {
  'sort'?: (number);
  'name'?: (string);
  'size'?: (number | string | Long);
  'contentType'?: (string);
}

export interface ProductFile__Output {
  'sort': (number);
  'name': (string);
  'size': (number);
  'contentType': (string);
}
