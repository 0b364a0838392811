// Original file: search.proto

import type { Long } from '@grpc/proto-loader';

export interface ListCodesRequest {
  'type'?: (string);
  'exact'?: (boolean);
  'appType'?: (string);
  'appName'?: (string);
  'scrappedDate'?: (string);
  'categoryCodes'?: (string)[];
  'patternCodes'?: (string)[];
  'componentCodes'?: (string)[];
  'color'?: (string);
  'minMau'?: (number | string | Long);
  'maxMau'?: (number | string | Long);
  '_minMau'?: "minMau";
  '_maxMau'?: "maxMau";
}

export interface ListCodesRequest__Output {
  'type': (string);
  'exact': (boolean);
  'appType': (string);
  'appName': (string);
  'scrappedDate': (string);
  'categoryCodes': (string)[];
  'patternCodes': (string)[];
  'componentCodes': (string)[];
  'color': (string);
  'minMau'?: (number);
  'maxMau'?: (number);
  '_minMau'?: "minMau";
  '_maxMau'?: "maxMau";
}
