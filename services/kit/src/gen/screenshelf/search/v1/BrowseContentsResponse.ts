// Original file: search.proto

import type { ContentCard as _screenshelf_search_v1_ContentCard, ContentCard__Output as _screenshelf_search_v1_ContentCard__Output } from '../../../screenshelf/search/v1/ContentCard.js';

export interface BrowseContentsResponse {
  'data'?: (_screenshelf_search_v1_ContentCard)[];
}

export interface BrowseContentsResponse__Output {
  'data': (_screenshelf_search_v1_ContentCard__Output)[];
}
