// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface ContentCard {
  'contentId'?: (string);
  'title'?: (string);
  'description'?: (string);
  'image'?: (string);
  'linkUrl'?: (string);
  'isSelfPublished'?: (boolean);
  'categoryCodes'?: (string)[];
  'patternCodes'?: (string)[];
  'colors'?: (string)[];
  'mau'?: (number | string | Long);
  'appId'?: (string);
  'updatedAt'?: (string);
}

export interface ContentCard__Output {
  'contentId': (string);
  'title': (string);
  'description': (string);
  'image': (string);
  'linkUrl': (string);
  'isSelfPublished': (boolean);
  'categoryCodes': (string)[];
  'patternCodes': (string)[];
  'colors': (string)[];
  'mau': (number);
  'appId': (string);
  'updatedAt': (string);
}
