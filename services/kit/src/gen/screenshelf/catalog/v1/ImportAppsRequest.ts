// Original file: catalog.proto

import type { ImportApp as _screenshelf_catalog_v1_ImportApp, ImportApp__Output as _screenshelf_catalog_v1_ImportApp__Output } from '../../../screenshelf/catalog/v1/ImportApp.js';

export interface ImportAppsRequest {
  'apps'?: (_screenshelf_catalog_v1_ImportApp)[];
}

export interface ImportAppsRequest__Output {
  'apps': (_screenshelf_catalog_v1_ImportApp__Output)[];
}
