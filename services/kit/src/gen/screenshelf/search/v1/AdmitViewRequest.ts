// Original file: search.proto


export interface AdmitViewRequest {
  'itemType'?: (string);
  'itemId'?: (string);
  'viewer'?: (string);
}

export interface AdmitViewRequest__Output {
  'itemType': (string);
  'itemId': (string);
  'viewer': (string);
}
