// Original file: catalog.proto


export interface BrowseFlowsRequest {
  'type'?: (string);
  'patternCodes'?: (string)[];
  'categoryCodes'?: (string)[];
  'appId'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface BrowseFlowsRequest__Output {
  'type': (string);
  'patternCodes': (string)[];
  'categoryCodes': (string)[];
  'appId': (string);
  'limit': (number);
  'offset': (number);
}
