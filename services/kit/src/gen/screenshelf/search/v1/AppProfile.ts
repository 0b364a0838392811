// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface AppProfile {
  'appId'?: (string);
  'appName'?: (string);
  'appNameEn'?: (string);
  'type'?: (string);
  'categoryCodes'?: (string)[];
  'image'?: (string);
  'description'?: (string);
  'descriptionEn'?: (string);
  'screenCount'?: (number | string | Long);
  'viewable'?: (boolean);
}

export interface AppProfile__Output {
  'appId': (string);
  'appName': (string);
  'appNameEn': (string);
  'type': (string);
  'categoryCodes': (string)[];
  'image': (string);
  'description': (string);
  'descriptionEn': (string);
  'screenCount': (number);
  'viewable': (boolean);
}
