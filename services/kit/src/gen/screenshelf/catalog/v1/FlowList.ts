// Original file: catalog.proto

import type { Flow as _screenshelf_catalog_v1_Flow, Flow__Output as _screenshelf_catalog_v1_Flow__Output } from '../../../screenshelf/catalog/v1/Flow.js';

export interface FlowList {
  'data'?: (_screenshelf_catalog_v1_Flow)[];
}

export interface FlowList__Output {
  'data': (_screenshelf_catalog_v1_Flow__Output)[];
}
