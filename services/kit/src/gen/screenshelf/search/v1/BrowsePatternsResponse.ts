// Original file: search.proto

import type { PatternCard as _screenshelf_search_v1_PatternCard, PatternCard__Output as _screenshelf_search_v1_PatternCard__Output } from '../../../screenshelf/search/v1/PatternCard.js';
import type { Locked as _screenshelf_search_v1_Locked, Locked__Output as _screenshelf_search_v1_Locked__Output } from '../../../screenshelf/search/v1/Locked.js';

export interface BrowsePatternsResponse {
  'data'?: (_screenshelf_search_v1_PatternCard)[];
  'locked'?: (_screenshelf_search_v1_Locked | null);
  '_locked'?: "locked";
}

export interface BrowsePatternsResponse__Output {
  'data': (_screenshelf_search_v1_PatternCard__Output)[];
  'locked'?: (_screenshelf_search_v1_Locked__Output | null);
  '_locked'?: "locked";
}
