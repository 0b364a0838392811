// Original file: search.proto

import type { RetrievedItem as _screenshelf_search_v1_RetrievedItem, RetrievedItem__Output as _screenshelf_search_v1_RetrievedItem__Output } from '../../../screenshelf/search/v1/RetrievedItem.js';

export interface RetrieveResponse {
  'items'?: (_screenshelf_search_v1_RetrievedItem)[];
  'locked'?: (number);
  'vectorsUsed'?: (boolean);
  'embeddingModel'?: (string);
}

export interface RetrieveResponse__Output {
  'items': (_screenshelf_search_v1_RetrievedItem__Output)[];
  'locked': (number);
  'vectorsUsed': (boolean);
  'embeddingModel': (string);
}
