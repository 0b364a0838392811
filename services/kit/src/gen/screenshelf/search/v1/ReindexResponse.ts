// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface ReindexResponse {
  'indices'?: (string)[];
  'apps'?: (number);
  'images'?: (number);
  'contents'?: (number);
  'ms'?: (number | string | Long);
}

export interface ReindexResponse__Output {
  'indices': (string)[];
  'apps': (number);
  'images': (number);
  'contents': (number);
  'ms': (number);
}
