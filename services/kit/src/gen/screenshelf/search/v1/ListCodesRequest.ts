// Original file: search.proto


export interface ListCodesRequest {
  'type'?: (string);
  'exact'?: (boolean);
  'appType'?: (string);
  'appName'?: (string);
  'scrappedDate'?: (string);
}

export interface ListCodesRequest__Output {
  'type': (string);
  'exact': (boolean);
  'appType': (string);
  'appName': (string);
  'scrappedDate': (string);
}
