// Original file: search.proto

import type { PatternCard as _screenshelf_search_v1_PatternCard, PatternCard__Output as _screenshelf_search_v1_PatternCard__Output } from '../../../screenshelf/search/v1/PatternCard.js';

export interface BrowsePatternsResponse {
  'data'?: (_screenshelf_search_v1_PatternCard)[];
}

export interface BrowsePatternsResponse__Output {
  'data': (_screenshelf_search_v1_PatternCard__Output)[];
}
