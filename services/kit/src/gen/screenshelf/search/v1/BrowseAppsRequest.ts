// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface BrowseAppsRequest {
  'sortField'?: (string);
  'categoryCodes'?: (string)[];
  'color'?: (string);
  'minMau'?: (number | string | Long);
  'maxMau'?: (number | string | Long);
  'limit'?: (number);
  'offset'?: (number);
  'single'?: (boolean);
  'type'?: (string);
  'patternCodes'?: (string)[];
  'componentCodes'?: (string)[];
  'isSelfPublished'?: (boolean);
  'keyword'?: (string);
  'meaning'?: (boolean);
  '_minMau'?: "minMau";
  '_maxMau'?: "maxMau";
  '_isSelfPublished'?: "isSelfPublished";
}

export interface BrowseAppsRequest__Output {
  'sortField': (string);
  'categoryCodes': (string)[];
  'color': (string);
  'minMau'?: (number);
  'maxMau'?: (number);
  'limit': (number);
  'offset': (number);
  'single': (boolean);
  'type': (string);
  'patternCodes': (string)[];
  'componentCodes': (string)[];
  'isSelfPublished'?: (boolean);
  'keyword': (string);
  'meaning': (boolean);
  '_minMau'?: "minMau";
  '_maxMau'?: "maxMau";
  '_isSelfPublished'?: "isSelfPublished";
}
