// Original file: catalog.proto

import type { PatternInput as _screenshelf_catalog_v1_PatternInput, PatternInput__Output as _screenshelf_catalog_v1_PatternInput__Output } from '../../../screenshelf/catalog/v1/PatternInput.js';

export interface AddPatternsRequest {
  'appId'?: (string);
  'patterns'?: (_screenshelf_catalog_v1_PatternInput)[];
  'replace'?: (boolean);
}

export interface AddPatternsRequest__Output {
  'appId': (string);
  'patterns': (_screenshelf_catalog_v1_PatternInput__Output)[];
  'replace': (boolean);
}
