// Original file: boards.proto

import type { Thumbnail as _screenshelf_catalog_v1_Thumbnail, Thumbnail__Output as _screenshelf_catalog_v1_Thumbnail__Output } from '../../../screenshelf/catalog/v1/Thumbnail.js';

export interface CollectionItemImage {
  'imageId'?: (string);
  'url'?: (string);
  'thumbnails'?: (_screenshelf_catalog_v1_Thumbnail)[];
  'appId'?: (string);
}

export interface CollectionItemImage__Output {
  'imageId': (string);
  'url': (string);
  'thumbnails': (_screenshelf_catalog_v1_Thumbnail__Output)[];
  'appId': (string);
}
