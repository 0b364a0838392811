// Original file: events/catalog_app.proto

import type { PatternSnapshot as _screenshelf_events_v1_PatternSnapshot, PatternSnapshot__Output as _screenshelf_events_v1_PatternSnapshot__Output } from '../../../screenshelf/events/v1/PatternSnapshot.js';
import type { FlowSnapshot as _screenshelf_events_v1_FlowSnapshot, FlowSnapshot__Output as _screenshelf_events_v1_FlowSnapshot__Output } from '../../../screenshelf/events/v1/FlowSnapshot.js';
import type { Long } from '@grpc/proto-loader';

export interface AppSnapshot {
  'id'?: (string);
  'type'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'categoryCodes'?: (string)[];
  'mau'?: (number | string | Long);
  'iconUrl'?: (string);
  'storeUrl'?: (string);
  'releasedAt'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'patterns'?: (_screenshelf_events_v1_PatternSnapshot)[];
  'likeCount'?: (number | string | Long);
  'description'?: (string);
  'descriptionEn'?: (string);
  'flows'?: (_screenshelf_events_v1_FlowSnapshot)[];
}

export interface AppSnapshot__Output {
  'id': (string);
  'type': (string);
  'name': (string);
  'nameEn': (string);
  'categoryCodes': (string)[];
  'mau': (number);
  'iconUrl': (string);
  'storeUrl': (string);
  'releasedAt': (string);
  'createdAt': (string);
  'updatedAt': (string);
  'patterns': (_screenshelf_events_v1_PatternSnapshot__Output)[];
  'likeCount': (number);
  'description': (string);
  'descriptionEn': (string);
  'flows': (_screenshelf_events_v1_FlowSnapshot__Output)[];
}
