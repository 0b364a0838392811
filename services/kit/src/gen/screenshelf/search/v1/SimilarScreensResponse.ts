// Original file: search.proto

import type { ImageCard as _screenshelf_search_v1_ImageCard, ImageCard__Output as _screenshelf_search_v1_ImageCard__Output } from '../../../screenshelf/search/v1/ImageCard.js';

export interface SimilarScreensResponse {
  'source'?: (_screenshelf_search_v1_ImageCard | null);
  'data'?: (_screenshelf_search_v1_ImageCard)[];
}

export interface SimilarScreensResponse__Output {
  'source': (_screenshelf_search_v1_ImageCard__Output | null);
  'data': (_screenshelf_search_v1_ImageCard__Output)[];
}
