// Original file: catalog.proto

import type { ContentSnapshot as _screenshelf_events_v1_ContentSnapshot, ContentSnapshot__Output as _screenshelf_events_v1_ContentSnapshot__Output } from '../../../screenshelf/events/v1/ContentSnapshot.js';
import type { Long } from '@grpc/proto-loader';

export interface ExportContentsResponse {
  'contents'?: (_screenshelf_events_v1_ContentSnapshot)[];
  'versions'?: (number | string | Long)[];
}

export interface ExportContentsResponse__Output {
  'contents': (_screenshelf_events_v1_ContentSnapshot__Output)[];
  'versions': (number)[];
}
