// Original file: catalog.proto

import type { Flow as _screenshelf_catalog_v1_Flow, Flow__Output as _screenshelf_catalog_v1_Flow__Output } from '../../../screenshelf/catalog/v1/Flow.js';
import type { FlowsLocked as _screenshelf_catalog_v1_FlowsLocked, FlowsLocked__Output as _screenshelf_catalog_v1_FlowsLocked__Output } from '../../../screenshelf/catalog/v1/FlowsLocked.js';

export interface FlowPage {
  'data'?: (_screenshelf_catalog_v1_Flow)[];
  'locked'?: (_screenshelf_catalog_v1_FlowsLocked | null);
  '_locked'?: "locked";
}

export interface FlowPage__Output {
  'data': (_screenshelf_catalog_v1_Flow__Output)[];
  'locked'?: (_screenshelf_catalog_v1_FlowsLocked__Output | null);
  '_locked'?: "locked";
}
