// Original file: catalog.proto

import type { Thumbnail as _screenshelf_catalog_v1_Thumbnail, Thumbnail__Output as _screenshelf_catalog_v1_Thumbnail__Output } from '../../../screenshelf/catalog/v1/Thumbnail.js';
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
  'thumbnails'?: (_screenshelf_catalog_v1_Thumbnail)[];
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
  'thumbnails': (_screenshelf_catalog_v1_Thumbnail__Output)[];
}
