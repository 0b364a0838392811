// Original file: events/catalog_app.proto

import type { Long } from '@grpc/proto-loader';

export interface ContentSnapshot {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'body'?: (string);
  'image'?: (string);
  'linkUrl'?: (string);
  'isSelfPublished'?: (boolean);
  'categoryCodes'?: (string)[];
  'patternCodes'?: (string)[];
  'colors'?: (string)[];
  'mau'?: (number | string | Long);
  'appId'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface ContentSnapshot__Output {
  'id': (string);
  'title': (string);
  'description': (string);
  'body': (string);
  'image': (string);
  'linkUrl': (string);
  'isSelfPublished': (boolean);
  'categoryCodes': (string)[];
  'patternCodes': (string)[];
  'colors': (string)[];
  'mau': (number);
  'appId': (string);
  'createdAt': (string);
  'updatedAt': (string);
}
