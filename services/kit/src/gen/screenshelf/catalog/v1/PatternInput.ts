// Original file: catalog.proto

import type { ImageInput as _screenshelf_catalog_v1_ImageInput, ImageInput__Output as _screenshelf_catalog_v1_ImageInput__Output } from '../../../screenshelf/catalog/v1/ImageInput.js';

export interface PatternInput {
  'patternName'?: (string);
  'patternCode'?: (string);
  'images'?: (_screenshelf_catalog_v1_ImageInput)[];
}

export interface PatternInput__Output {
  'patternName': (string);
  'patternCode': (string);
  'images': (_screenshelf_catalog_v1_ImageInput__Output)[];
}
