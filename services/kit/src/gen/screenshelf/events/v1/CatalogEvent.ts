// Original file: events/catalog_app.proto

import type { AppSnapshot as _screenshelf_events_v1_AppSnapshot, AppSnapshot__Output as _screenshelf_events_v1_AppSnapshot__Output } from '../../../screenshelf/events/v1/AppSnapshot.js';
import type { Long } from '@grpc/proto-loader';

export interface CatalogEvent {
  'kind'?: (string);
  'version'?: (number | string | Long);
  'occurredAt'?: (string);
  'app'?: (_screenshelf_events_v1_AppSnapshot | null);
  'deletedId'?: (string);
  'subject'?: "app"|"deletedId";
}

export interface CatalogEvent__Output {
  'kind': (string);
  'version': (number);
  'occurredAt': (string);
  'app'?: (_screenshelf_events_v1_AppSnapshot__Output | null);
  'deletedId'?: (string);
  'subject'?: "app"|"deletedId";
}
