// Original file: search.proto

import type { ImageCard as _screenshelf_search_v1_ImageCard, ImageCard__Output as _screenshelf_search_v1_ImageCard__Output } from '../../../screenshelf/search/v1/ImageCard.js';
import type { Long } from '@grpc/proto-loader';

export interface PatternCard {
  'patternId'?: (string);
  'appId'?: (string);
  'appName'?: (string);
  'appNameEn'?: (string);
  'type'?: (string);
  'patternName'?: (string);
  'patternCode'?: (string);
  'patternCodeName'?: (string);
  'image'?: (string);
  'images'?: (_screenshelf_search_v1_ImageCard)[];
  'componentCodes'?: (string)[];
  'colors'?: (string)[];
  'mau'?: (number | string | Long);
  'updatedAt'?: (string);
  'likeCount'?: (number | string | Long);
}

export interface PatternCard__Output {
  'patternId': (string);
  'appId': (string);
  'appName': (string);
  'appNameEn': (string);
  'type': (string);
  'patternName': (string);
  'patternCode': (string);
  'patternCodeName': (string);
  'image': (string);
  'images': (_screenshelf_search_v1_ImageCard__Output)[];
  'componentCodes': (string)[];
  'colors': (string)[];
  'mau': (number);
  'updatedAt': (string);
  'likeCount': (number);
}
