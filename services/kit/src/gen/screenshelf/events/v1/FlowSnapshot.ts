// Original file: events/catalog_app.proto

import type { FlowStepSnapshot as _screenshelf_events_v1_FlowStepSnapshot, FlowStepSnapshot__Output as _screenshelf_events_v1_FlowStepSnapshot__Output } from '../../../screenshelf/events/v1/FlowStepSnapshot.js';

export interface FlowSnapshot {
  'id'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'patternCode'?: (string);
  'steps'?: (_screenshelf_events_v1_FlowStepSnapshot)[];
  'updatedAt'?: (string);
}

export interface FlowSnapshot__Output {
  'id': (string);
  'name': (string);
  'nameEn': (string);
  'patternCode': (string);
  'steps': (_screenshelf_events_v1_FlowStepSnapshot__Output)[];
  'updatedAt': (string);
}
