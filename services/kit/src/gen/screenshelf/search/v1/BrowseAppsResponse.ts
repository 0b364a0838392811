// Original file: search.proto

import type { AppCard as _screenshelf_search_v1_AppCard, AppCard__Output as _screenshelf_search_v1_AppCard__Output } from '../../../screenshelf/search/v1/AppCard.js';

export interface BrowseAppsResponse {
  'data'?: (_screenshelf_search_v1_AppCard)[];
}

export interface BrowseAppsResponse__Output {
  'data': (_screenshelf_search_v1_AppCard__Output)[];
}
