// Original file: catalog.proto

import type { Thumbnail as _screenshelf_catalog_v1_Thumbnail, Thumbnail__Output as _screenshelf_catalog_v1_Thumbnail__Output } from '../../../screenshelf/catalog/v1/Thumbnail.js';

export interface FlowStep {
  'imageId'?: (string);
  'image'?: (string);
  'thumbnails'?: (_screenshelf_catalog_v1_Thumbnail)[];
  'label'?: (string);
  'labelEn'?: (string);
  'order'?: (number);
}

export interface FlowStep__Output {
  'imageId': (string);
  'image': (string);
  'thumbnails': (_screenshelf_catalog_v1_Thumbnail__Output)[];
  'label': (string);
  'labelEn': (string);
  'order': (number);
}
