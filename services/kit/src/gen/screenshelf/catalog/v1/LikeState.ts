// Original file: catalog.proto

import type { Long } from '@grpc/proto-loader';

export interface LikeState {
  'itemType'?: (string);
  'itemId'?: (string);
  'likeCount'?: (number | string | Long);
  'myLikeCount'?: (number | string | Long);
}

export interface LikeState__Output {
  'itemType': (string);
  'itemId': (string);
  'likeCount': (number);
  'myLikeCount': (number);
}
