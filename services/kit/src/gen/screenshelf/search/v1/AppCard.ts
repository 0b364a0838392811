// Original file: search.proto

import type { AppScreen as _screenshelf_search_v1_AppScreen, AppScreen__Output as _screenshelf_search_v1_AppScreen__Output } from '../../../screenshelf/search/v1/AppScreen.js';
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
  'releasedAt'?: (string);
  'description'?: (string);
  'descriptionEn'?: (string);
  'screens'?: (_screenshelf_search_v1_AppScreen)[];
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
  'releasedAt': (string);
  'description': (string);
  'descriptionEn': (string);
  'screens': (_screenshelf_search_v1_AppScreen__Output)[];
}
