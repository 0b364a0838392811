// Original file: boards.proto

import type { Collection as _screenshelf_catalog_v1_Collection, Collection__Output as _screenshelf_catalog_v1_Collection__Output } from '../../../screenshelf/catalog/v1/Collection.js';

export interface CollectionList {
  'data'?: (_screenshelf_catalog_v1_Collection)[];
}

export interface CollectionList__Output {
  'data': (_screenshelf_catalog_v1_Collection__Output)[];
}
