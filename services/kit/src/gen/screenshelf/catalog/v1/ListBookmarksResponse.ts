// Original file: catalog.proto

import type { Bookmark as _screenshelf_catalog_v1_Bookmark, Bookmark__Output as _screenshelf_catalog_v1_Bookmark__Output } from '../../../screenshelf/catalog/v1/Bookmark.js';

export interface ListBookmarksResponse {
  'data'?: (_screenshelf_catalog_v1_Bookmark)[];
}

export interface ListBookmarksResponse__Output {
  'data': (_screenshelf_catalog_v1_Bookmark__Output)[];
}
