// Original file: catalog.proto

import type { AppType as _screenshelf_catalog_v1_AppType, AppType__Output as _screenshelf_catalog_v1_AppType__Output } from '../../../screenshelf/catalog/v1/AppType.js';
import type { ReleaseStatus as _screenshelf_catalog_v1_ReleaseStatus, ReleaseStatus__Output as _screenshelf_catalog_v1_ReleaseStatus__Output } from '../../../screenshelf/catalog/v1/ReleaseStatus.js';
import type { Long } from '@grpc/proto-loader';

export interface CreateAppRequest {
  'type'?: (_screenshelf_catalog_v1_AppType);
  'name'?: (string);
  'nameEn'?: (string);
  'categoryCodes'?: (string)[];
  'mau'?: (number | string | Long);
  'iconUrl'?: (string);
  'storeUrl'?: (string);
  'releasedAt'?: (string);
  'releaseStatus'?: (_screenshelf_catalog_v1_ReleaseStatus);
  'description'?: (string);
  'descriptionEn'?: (string);
}

export interface CreateAppRequest__Output {
  'type': (_screenshelf_catalog_v1_AppType__Output);
  'name': (string);
  'nameEn': (string);
  'categoryCodes': (string)[];
  'mau': (number);
  'iconUrl': (string);
  'storeUrl': (string);
  'releasedAt': (string);
  'releaseStatus': (_screenshelf_catalog_v1_ReleaseStatus__Output);
  'description': (string);
  'descriptionEn': (string);
}
