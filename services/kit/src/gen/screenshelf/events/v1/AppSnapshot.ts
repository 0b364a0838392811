// Original file: events/catalog_app.proto

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
}
