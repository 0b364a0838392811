// Original file: boards.proto

import type { Collection as _screenshelf_catalog_v1_Collection, Collection__Output as _screenshelf_catalog_v1_Collection__Output } from '../../../screenshelf/catalog/v1/Collection.js';
import type { CollectionItem as _screenshelf_catalog_v1_CollectionItem, CollectionItem__Output as _screenshelf_catalog_v1_CollectionItem__Output } from '../../../screenshelf/catalog/v1/CollectionItem.js';

export interface CollectionDetail {
  'collection'?: (_screenshelf_catalog_v1_Collection | null);
  'items'?: (_screenshelf_catalog_v1_CollectionItem)[];
}

export interface CollectionDetail__Output {
  'collection': (_screenshelf_catalog_v1_Collection__Output | null);
  'items': (_screenshelf_catalog_v1_CollectionItem__Output)[];
}
