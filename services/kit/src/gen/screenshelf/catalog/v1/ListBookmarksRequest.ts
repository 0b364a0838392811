// Original file: catalog.proto


export interface ListBookmarksRequest {
  'targetType'?: (string);
  'appType'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListBookmarksRequest__Output {
  'targetType': (string);
  'appType': (string);
  'limit': (number);
  'offset': (number);
}
