// Original file: search.proto

import type { ImageCard as _screenshelf_search_v1_ImageCard, ImageCard__Output as _screenshelf_search_v1_ImageCard__Output } from '../../../screenshelf/search/v1/ImageCard.js';

export interface BrowseImagesResponse {
  'data'?: (_screenshelf_search_v1_ImageCard)[];
}

export interface BrowseImagesResponse__Output {
  'data': (_screenshelf_search_v1_ImageCard__Output)[];
}
