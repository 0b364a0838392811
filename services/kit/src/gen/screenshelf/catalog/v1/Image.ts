// Original file: catalog.proto

import type { Long } from '@grpc/proto-loader';

export interface Image {
  'id'?: (string);
  'appId'?: (string);
  'patternName'?: (string);
  'patternCode'?: (string);
  'url'?: (string);
  'componentCodes'?: (string)[];
  'colors'?: (string)[];
  'order'?: (number);
  'likeCount'?: (number | string | Long);
  'updatedAt'?: (string);
  'text'?: (string);
}

export interface Image__Output {
  'id': (string);
  'appId': (string);
  'patternName': (string);
  'patternCode': (string);
  'url': (string);
  'componentCodes': (string)[];
  'colors': (string)[];
  'order': (number);
  'likeCount': (number);
  'updatedAt': (string);
  'text': (string);
}
