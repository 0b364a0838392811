// Original file: catalog.proto

import type { CreateAppRequest as _screenshelf_catalog_v1_CreateAppRequest, CreateAppRequest__Output as _screenshelf_catalog_v1_CreateAppRequest__Output } from '../../../screenshelf/catalog/v1/CreateAppRequest.js';
import type { PatternInput as _screenshelf_catalog_v1_PatternInput, PatternInput__Output as _screenshelf_catalog_v1_PatternInput__Output } from '../../../screenshelf/catalog/v1/PatternInput.js';

export interface ImportApp {
  'app'?: (_screenshelf_catalog_v1_CreateAppRequest | null);
  'patterns'?: (_screenshelf_catalog_v1_PatternInput)[];
}

export interface ImportApp__Output {
  'app': (_screenshelf_catalog_v1_CreateAppRequest__Output | null);
  'patterns': (_screenshelf_catalog_v1_PatternInput__Output)[];
}
