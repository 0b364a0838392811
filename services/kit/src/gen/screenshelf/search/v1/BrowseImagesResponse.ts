// Original file: search.proto

import type { ImageCard as _screenshelf_search_v1_ImageCard, ImageCard__Output as _screenshelf_search_v1_ImageCard__Output } from '../../../screenshelf/search/v1/ImageCard.js';
import type { Locked as _screenshelf_search_v1_Locked, Locked__Output as _screenshelf_search_v1_Locked__Output } from '../../../screenshelf/search/v1/Locked.js';
import type { Understood as _screenshelf_search_v1_Understood, Understood__Output as _screenshelf_search_v1_Understood__Output } from '../../../screenshelf/search/v1/Understood.js';

export interface BrowseImagesResponse {
  'data'?: (_screenshelf_search_v1_ImageCard)[];
  'locked'?: (_screenshelf_search_v1_Locked | null);
  'understood'?: (_screenshelf_search_v1_Understood)[];
  'didYouMean'?: (string);
  'suggestions'?: (_screenshelf_search_v1_Understood)[];
  '_locked'?: "locked";
}

export interface BrowseImagesResponse__Output {
  'data': (_screenshelf_search_v1_ImageCard__Output)[];
  'locked'?: (_screenshelf_search_v1_Locked__Output | null);
  'understood': (_screenshelf_search_v1_Understood__Output)[];
  'didYouMean': (string);
  'suggestions': (_screenshelf_search_v1_Understood__Output)[];
  '_locked'?: "locked";
}
