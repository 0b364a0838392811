// Original file: search.proto

import type { RetrievedStep as _screenshelf_search_v1_RetrievedStep, RetrievedStep__Output as _screenshelf_search_v1_RetrievedStep__Output } from '../../../screenshelf/search/v1/RetrievedStep.js';

export interface RetrievedItem {
  'kind'?: (string);
  'id'?: (string);
  'title'?: (string);
  'titleEn'?: (string);
  'image'?: (string);
  'link'?: (string);
  'appId'?: (string);
  'snippet'?: (string);
  'score'?: (number | string);
  'matchedBy'?: (string);
  'patternCode'?: (string);
  'componentCodes'?: (string)[];
  'snippetEn'?: (string);
  'steps'?: (_screenshelf_search_v1_RetrievedStep)[];
}

export interface RetrievedItem__Output {
  'kind': (string);
  'id': (string);
  'title': (string);
  'titleEn': (string);
  'image': (string);
  'link': (string);
  'appId': (string);
  'snippet': (string);
  'score': (number);
  'matchedBy': (string);
  'patternCode': (string);
  'componentCodes': (string)[];
  'snippetEn': (string);
  'steps': (_screenshelf_search_v1_RetrievedStep__Output)[];
}
