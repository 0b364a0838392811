// Original file: catalog.proto

import type { FlowStepInput as _screenshelf_catalog_v1_FlowStepInput, FlowStepInput__Output as _screenshelf_catalog_v1_FlowStepInput__Output } from '../../../screenshelf/catalog/v1/FlowStepInput.js';

export interface FlowInput {
  'flowId'?: (string);
  'appId'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'patternCode'?: (string);
  'steps'?: (_screenshelf_catalog_v1_FlowStepInput)[];
}

export interface FlowInput__Output {
  'flowId': (string);
  'appId': (string);
  'name': (string);
  'nameEn': (string);
  'patternCode': (string);
  'steps': (_screenshelf_catalog_v1_FlowStepInput__Output)[];
}
