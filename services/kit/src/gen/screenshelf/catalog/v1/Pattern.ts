// Original file: catalog.proto

import type { Image as _screenshelf_catalog_v1_Image, Image__Output as _screenshelf_catalog_v1_Image__Output } from '../../../screenshelf/catalog/v1/Image.js';

export interface Pattern {
  'id'?: (string);
  'name'?: (string);
  'code'?: (string);
  'images'?: (_screenshelf_catalog_v1_Image)[];
}

export interface Pattern__Output {
  'id': (string);
  'name': (string);
  'code': (string);
  'images': (_screenshelf_catalog_v1_Image__Output)[];
}
