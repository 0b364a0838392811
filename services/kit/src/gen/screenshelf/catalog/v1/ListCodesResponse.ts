// Original file: catalog.proto

import type { Code as _screenshelf_catalog_v1_Code, Code__Output as _screenshelf_catalog_v1_Code__Output } from '../../../screenshelf/catalog/v1/Code.js';

export interface ListCodesResponse {
  'codes'?: (_screenshelf_catalog_v1_Code)[];
}

export interface ListCodesResponse__Output {
  'codes': (_screenshelf_catalog_v1_Code__Output)[];
}
