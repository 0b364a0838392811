// Original file: search.proto

import type { Thumbnail as _screenshelf_search_v1_Thumbnail, Thumbnail__Output as _screenshelf_search_v1_Thumbnail__Output } from '../../../screenshelf/search/v1/Thumbnail.js';

export interface AppScreen {
  'imageId'?: (string);
  'image'?: (string);
  'thumbnails'?: (_screenshelf_search_v1_Thumbnail)[];
}

export interface AppScreen__Output {
  'imageId': (string);
  'image': (string);
  'thumbnails': (_screenshelf_search_v1_Thumbnail__Output)[];
}
