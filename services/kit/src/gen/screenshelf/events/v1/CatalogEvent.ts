// Original file: events/catalog_app.proto

import type { AppSnapshot as _screenshelf_events_v1_AppSnapshot, AppSnapshot__Output as _screenshelf_events_v1_AppSnapshot__Output } from '../../../screenshelf/events/v1/AppSnapshot.js';
import type { ContentSnapshot as _screenshelf_events_v1_ContentSnapshot, ContentSnapshot__Output as _screenshelf_events_v1_ContentSnapshot__Output } from '../../../screenshelf/events/v1/ContentSnapshot.js';
import type { CodeSnapshot as _screenshelf_events_v1_CodeSnapshot, CodeSnapshot__Output as _screenshelf_events_v1_CodeSnapshot__Output } from '../../../screenshelf/events/v1/CodeSnapshot.js';
import type { Long } from '@grpc/proto-loader';

export interface CatalogEvent {
  'kind'?: (string);
  'version'?: (number | string | Long);
  'occurredAt'?: (string);
  'app'?: (_screenshelf_events_v1_AppSnapshot | null);
  'deletedId'?: (string);
  'content'?: (_screenshelf_events_v1_ContentSnapshot | null);
  'code'?: (_screenshelf_events_v1_CodeSnapshot | null);
  'subject'?: "app"|"deletedId"|"content"|"code";
}

export interface CatalogEvent__Output {
  'kind': (string);
  'version': (number);
  'occurredAt': (string);
  'app'?: (_screenshelf_events_v1_AppSnapshot__Output | null);
  'deletedId'?: (string);
  'content'?: (_screenshelf_events_v1_ContentSnapshot__Output | null);
  'code'?: (_screenshelf_events_v1_CodeSnapshot__Output | null);
  'subject'?: "app"|"deletedId"|"content"|"code";
}
