// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface AppCard {
  'appId'?: (string);
  'appName'?: (string);
  'appNameEn'?: (string);
  'type'?: (string);
  'categoryCodes'?: (string)[];
  'mau'?: (number | string | Long);
  'image'?: (string);
  'updatedAt'?: (string);
  'createdAt'?: (string);
  'storeUrl'?: (string);
  'colors'?: (string)[];
  'likeCount'?: (number | string | Long);
  'trendingScore'?: (number | string);
}

export interface AppCard__Output {
  'appId': (string);
  'appName': (string);
  'appNameEn': (string);
  'type': (string);
  'categoryCodes': (string)[];
  'mau': (number);
  'image': (string);
  'updatedAt': (string);
  'createdAt': (string);
  'storeUrl': (string);
  'colors': (string)[];
  'likeCount': (number);
  'trendingScore': (number);
}
