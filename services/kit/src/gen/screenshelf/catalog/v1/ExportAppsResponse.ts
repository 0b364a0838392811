// Original file: catalog.proto

import type { AppSnapshot as _screenshelf_events_v1_AppSnapshot, AppSnapshot__Output as _screenshelf_events_v1_AppSnapshot__Output } from '../../../screenshelf/events/v1/AppSnapshot.js';
import type { Long } from '@grpc/proto-loader';

export interface ExportAppsResponse {
  'apps'?: (_screenshelf_events_v1_AppSnapshot)[];
  'versions'?: (number | string | Long)[];
}

export interface ExportAppsResponse__Output {
  'apps': (_screenshelf_events_v1_AppSnapshot__Output)[];
  'versions': (number)[];
}
