// Original file: search.proto

import type { AppCard as _screenshelf_search_v1_AppCard, AppCard__Output as _screenshelf_search_v1_AppCard__Output } from '../../../screenshelf/search/v1/AppCard.js';

export interface AppGroup {
  'code'?: (string);
  'name'?: (string);
  'apps'?: (_screenshelf_search_v1_AppCard)[];
}

export interface AppGroup__Output {
  'code': (string);
  'name': (string);
  'apps': (_screenshelf_search_v1_AppCard__Output)[];
}
