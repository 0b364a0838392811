// Original file: community.proto


export interface CreateSupportRequest {
  'kind'?: (string);
  'email'?: (string);
  'message'?: (string);
  'appName'?: (string);
  'storeUrl'?: (string);
  'lang'?: (string);
}

export interface CreateSupportRequest__Output {
  'kind': (string);
  'email': (string);
  'message': (string);
  'appName': (string);
  'storeUrl': (string);
  'lang': (string);
}
