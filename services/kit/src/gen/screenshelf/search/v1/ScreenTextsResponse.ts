// Original file: search.proto

import type { ScreenText as _screenshelf_search_v1_ScreenText, ScreenText__Output as _screenshelf_search_v1_ScreenText__Output } from '../../../screenshelf/search/v1/ScreenText.js';

export interface ScreenTextsResponse {
  'texts'?: (_screenshelf_search_v1_ScreenText)[];
}

export interface ScreenTextsResponse__Output {
  'texts': (_screenshelf_search_v1_ScreenText__Output)[];
}
