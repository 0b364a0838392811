// Original file: search.proto

import type { Understood as _screenshelf_search_v1_Understood, Understood__Output as _screenshelf_search_v1_Understood__Output } from '../../../screenshelf/search/v1/Understood.js';

export interface UnderstandResponse {
  'understood'?: (_screenshelf_search_v1_Understood)[];
  'patternCodes'?: (string)[];
  'componentCodes'?: (string)[];
  'categoryCodes'?: (string)[];
  'appIds'?: (string)[];
  'type'?: (string);
  'rest'?: (string);
  'didYouMean'?: (string);
  'known'?: (boolean);
}

export interface UnderstandResponse__Output {
  'understood': (_screenshelf_search_v1_Understood__Output)[];
  'patternCodes': (string)[];
  'componentCodes': (string)[];
  'categoryCodes': (string)[];
  'appIds': (string)[];
  'type': (string);
  'rest': (string);
  'didYouMean': (string);
  'known': (boolean);
}
