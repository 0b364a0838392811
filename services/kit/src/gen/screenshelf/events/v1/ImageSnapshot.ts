// Original file: events/catalog_app.proto

import type { Long } from '@grpc/proto-loader';

export interface ImageSnapshot {
  'id'?: (string);
  'url'?: (string);
  'componentCodes'?: (string)[];
  'colors'?: (string)[];
  'order'?: (number);
  'likeCount'?: (number | string | Long);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'text'?: (string);
}

export interface ImageSnapshot__Output {
  'id': (string);
  'url': (string);
  'componentCodes': (string)[];
  'colors': (string)[];
  'order': (number);
  'likeCount': (number);
  'createdAt': (string);
  'updatedAt': (string);
  'text': (string);
}
