// Original file: search.proto

import type { AppCard as _screenshelf_search_v1_AppCard, AppCard__Output as _screenshelf_search_v1_AppCard__Output } from '../../../screenshelf/search/v1/AppCard.js';
import type { PatternCard as _screenshelf_search_v1_PatternCard, PatternCard__Output as _screenshelf_search_v1_PatternCard__Output } from '../../../screenshelf/search/v1/PatternCard.js';

export interface AppDetail {
  'app'?: (_screenshelf_search_v1_AppCard | null);
  'patterns'?: (_screenshelf_search_v1_PatternCard)[];
}

export interface AppDetail__Output {
  'app': (_screenshelf_search_v1_AppCard__Output | null);
  'patterns': (_screenshelf_search_v1_PatternCard__Output)[];
}
