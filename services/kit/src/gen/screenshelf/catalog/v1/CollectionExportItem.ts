// Original file: boards.proto

import type { CollectionItemApp as _screenshelf_catalog_v1_CollectionItemApp, CollectionItemApp__Output as _screenshelf_catalog_v1_CollectionItemApp__Output } from '../../../screenshelf/catalog/v1/CollectionItemApp.js';
import type { CollectionExportScreen as _screenshelf_catalog_v1_CollectionExportScreen, CollectionExportScreen__Output as _screenshelf_catalog_v1_CollectionExportScreen__Output } from '../../../screenshelf/catalog/v1/CollectionExportScreen.js';

export interface CollectionExportItem {
  'itemId'?: (string);
  'targetType'?: (string);
  'targetId'?: (string);
  'note'?: (string);
  'position'?: (number);
  'app'?: (_screenshelf_catalog_v1_CollectionItemApp | null);
  'flowName'?: (string);
  'flowNameEn'?: (string);
  'flowPatternCode'?: (string);
  'screens'?: (_screenshelf_catalog_v1_CollectionExportScreen)[];
}

export interface CollectionExportItem__Output {
  'itemId': (string);
  'targetType': (string);
  'targetId': (string);
  'note': (string);
  'position': (number);
  'app': (_screenshelf_catalog_v1_CollectionItemApp__Output | null);
  'flowName': (string);
  'flowNameEn': (string);
  'flowPatternCode': (string);
  'screens': (_screenshelf_catalog_v1_CollectionExportScreen__Output)[];
}
