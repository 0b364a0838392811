// Original file: events/catalog_app.proto

import type { Thumbnail as _screenshelf_events_v1_Thumbnail, Thumbnail__Output as _screenshelf_events_v1_Thumbnail__Output } from '../../../screenshelf/events/v1/Thumbnail.js';
import type { Long } from '@grpc/proto-loader';

export interface ImageSnapshot {
  'id'?: (string);
  'url'?: (string);
  'componentCodes'?: (string)[];
  'colors'?: (string)[];
  'order'?: (number);
  'likeCount'?: (number | string | Long);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'text'?: (string);
  'thumbnails'?: (_screenshelf_events_v1_Thumbnail)[];
  'layoutHash'?: (string);
}

export interface ImageSnapshot__Output {
  'id': (string);
  'url': (string);
  'componentCodes': (string)[];
  'colors': (string)[];
  'order': (number);
  'likeCount': (number);
  'createdAt': (string);
  'updatedAt': (string);
  'text': (string);
  'thumbnails': (_screenshelf_events_v1_Thumbnail__Output)[];
  'layoutHash': (string);
}
