// Original file: search.proto

import type { AppCard as _screenshelf_search_v1_AppCard, AppCard__Output as _screenshelf_search_v1_AppCard__Output } from '../../../screenshelf/search/v1/AppCard.js';
import type { Locked as _screenshelf_search_v1_Locked, Locked__Output as _screenshelf_search_v1_Locked__Output } from '../../../screenshelf/search/v1/Locked.js';

export interface BrowseAppsResponse {
  'data'?: (_screenshelf_search_v1_AppCard)[];
  'locked'?: (_screenshelf_search_v1_Locked | null);
  '_locked'?: "locked";
}

export interface BrowseAppsResponse__Output {
  'data': (_screenshelf_search_v1_AppCard__Output)[];
  'locked'?: (_screenshelf_search_v1_Locked__Output | null);
  '_locked'?: "locked";
}
