// Original file: search.proto

import type { Thumbnail as _screenshelf_search_v1_Thumbnail, Thumbnail__Output as _screenshelf_search_v1_Thumbnail__Output } from '../../../screenshelf/search/v1/Thumbnail.js';
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
  'thumbnails'?: (_screenshelf_search_v1_Thumbnail)[];
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
  'thumbnails': (_screenshelf_search_v1_Thumbnail__Output)[];
}
