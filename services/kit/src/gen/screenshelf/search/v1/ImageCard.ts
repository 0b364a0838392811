// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface ImageCard {
  'imageId'?: (string);
  'image'?: (string);
  'appId'?: (string);
  'appName'?: (string);
  'appNameEn'?: (string);
  'type'?: (string);
  'patternName'?: (string);
  'patternCode'?: (string);
  'patternCodeName'?: (string);
  'componentCodes'?: (string)[];
  'colors'?: (string)[];
  'mau'?: (number | string | Long);
  'order'?: (number);
  'likeCount'?: (number | string | Long);
  'updatedAt'?: (string);
  'trendingScore'?: (number | string);
}

export interface ImageCard__Output {
  'imageId': (string);
  'image': (string);
  'appId': (string);
  'appName': (string);
  'appNameEn': (string);
  'type': (string);
  'patternName': (string);
  'patternCode': (string);
  'patternCodeName': (string);
  'componentCodes': (string)[];
  'colors': (string)[];
  'mau': (number);
  'order': (number);
  'likeCount': (number);
  'updatedAt': (string);
  'trendingScore': (number);
}
