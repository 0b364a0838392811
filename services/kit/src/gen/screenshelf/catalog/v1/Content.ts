// Original file: catalog.proto

import type { ContentSnapshot as _screenshelf_events_v1_ContentSnapshot, ContentSnapshot__Output as _screenshelf_events_v1_ContentSnapshot__Output } from '../../../screenshelf/events/v1/ContentSnapshot.js';
import type { Long } from '@grpc/proto-loader';

export interface Content {
  'content'?: (_screenshelf_events_v1_ContentSnapshot | null);
  'version'?: (number | string | Long);
}

export interface Content__Output {
  'content': (_screenshelf_events_v1_ContentSnapshot__Output | null);
  'version': (number);
}
