// Original file: catalog.proto

import type { AppType as _screenshelf_catalog_v1_AppType, AppType__Output as _screenshelf_catalog_v1_AppType__Output } from '../../../screenshelf/catalog/v1/AppType.js';
import type { Long } from '@grpc/proto-loader';

export interface App {
  'id'?: (string);
  'type'?: (_screenshelf_catalog_v1_AppType);
  'name'?: (string);
  'nameEn'?: (string);
  'categoryCodes'?: (string)[];
  'mau'?: (number | string | Long);
  'iconUrl'?: (string);
  'storeUrl'?: (string);
  'releasedAt'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'version'?: (number | string | Long);
  'likeCount'?: (number | string | Long);
  'description'?: (string);
  'descriptionEn'?: (string);
}

export interface App__Output {
  'id': (string);
  'type': (_screenshelf_catalog_v1_AppType__Output);
  'name': (string);
  'nameEn': (string);
  'categoryCodes': (string)[];
  'mau': (number);
  'iconUrl': (string);
  'storeUrl': (string);
  'releasedAt': (string);
  'createdAt': (string);
  'updatedAt': (string);
  'version': (number);
  'likeCount': (number);
  'description': (string);
  'descriptionEn': (string);
}
