// Original file: catalog.proto

import type { FlowStep as _screenshelf_catalog_v1_FlowStep, FlowStep__Output as _screenshelf_catalog_v1_FlowStep__Output } from '../../../screenshelf/catalog/v1/FlowStep.js';

export interface Flow {
  'flowId'?: (string);
  'appId'?: (string);
  'appName'?: (string);
  'appNameEn'?: (string);
  'appType'?: (string);
  'appIcon'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'patternCode'?: (string);
  'steps'?: (_screenshelf_catalog_v1_FlowStep)[];
  'updatedAt'?: (string);
}

export interface Flow__Output {
  'flowId': (string);
  'appId': (string);
  'appName': (string);
  'appNameEn': (string);
  'appType': (string);
  'appIcon': (string);
  'name': (string);
  'nameEn': (string);
  'patternCode': (string);
  'steps': (_screenshelf_catalog_v1_FlowStep__Output)[];
  'updatedAt': (string);
}
