// Original file: catalog.proto

import type { App as _screenshelf_catalog_v1_App, App__Output as _screenshelf_catalog_v1_App__Output } from '../../../screenshelf/catalog/v1/App.js';
import type { Pattern as _screenshelf_catalog_v1_Pattern, Pattern__Output as _screenshelf_catalog_v1_Pattern__Output } from '../../../screenshelf/catalog/v1/Pattern.js';

export interface AppDetail {
  'app'?: (_screenshelf_catalog_v1_App | null);
  'patterns'?: (_screenshelf_catalog_v1_Pattern)[];
}

export interface AppDetail__Output {
  'app': (_screenshelf_catalog_v1_App__Output | null);
  'patterns': (_screenshelf_catalog_v1_Pattern__Output)[];
}
