// Original file: search.proto


export interface SearchAppsRequest {
  'keyword'?: (string);
  'exact'?: (boolean);
  'componentCodes'?: (string)[];
  'type'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface SearchAppsRequest__Output {
  'keyword': (string);
  'exact': (boolean);
  'componentCodes': (string)[];
  'type': (string);
  'limit': (number);
  'offset': (number);
}
