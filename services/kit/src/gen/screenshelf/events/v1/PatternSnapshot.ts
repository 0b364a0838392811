// Original file: events/catalog_app.proto

import type { ImageSnapshot as _screenshelf_events_v1_ImageSnapshot, ImageSnapshot__Output as _screenshelf_events_v1_ImageSnapshot__Output } from '../../../screenshelf/events/v1/ImageSnapshot.js';

export interface PatternSnapshot {
  'id'?: (string);
  'name'?: (string);
  'code'?: (string);
  'images'?: (_screenshelf_events_v1_ImageSnapshot)[];
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'order'?: (number);
}

export interface PatternSnapshot__Output {
  'id': (string);
  'name': (string);
  'code': (string);
  'images': (_screenshelf_events_v1_ImageSnapshot__Output)[];
  'createdAt': (string);
  'updatedAt': (string);
  'order': (number);
}
