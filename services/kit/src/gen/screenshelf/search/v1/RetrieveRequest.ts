// Original file: search.proto


export interface RetrieveRequest {
  'query'?: (string);
  'kinds'?: (string)[];
  'mode'?: (string);
  'limit'?: (number);
  'type'?: (string);
  'categoryCodes'?: (string)[];
  'patternCodes'?: (string)[];
  'componentCodes'?: (string)[];
  'appIds'?: (string)[];
}

export interface RetrieveRequest__Output {
  'query': (string);
  'kinds': (string)[];
  'mode': (string);
  'limit': (number);
  'type': (string);
  'categoryCodes': (string)[];
  'patternCodes': (string)[];
  'componentCodes': (string)[];
  'appIds': (string)[];
}
