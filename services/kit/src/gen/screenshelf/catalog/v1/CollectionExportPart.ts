// Original file: boards.proto

import type { CollectionExportSummary as _screenshelf_catalog_v1_CollectionExportSummary, CollectionExportSummary__Output as _screenshelf_catalog_v1_CollectionExportSummary__Output } from '../../../screenshelf/catalog/v1/CollectionExportSummary.js';
import type { CollectionExportItem as _screenshelf_catalog_v1_CollectionExportItem, CollectionExportItem__Output as _screenshelf_catalog_v1_CollectionExportItem__Output } from '../../../screenshelf/catalog/v1/CollectionExportItem.js';

export interface CollectionExportPart {
  'summary'?: (_screenshelf_catalog_v1_CollectionExportSummary | null);
  'item'?: (_screenshelf_catalog_v1_CollectionExportItem | null);
}

export interface CollectionExportPart__Output {
  'summary': (_screenshelf_catalog_v1_CollectionExportSummary__Output | null);
  'item': (_screenshelf_catalog_v1_CollectionExportItem__Output | null);
}
