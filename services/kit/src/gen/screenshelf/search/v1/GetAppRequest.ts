// Original file: search.proto


export interface GetAppRequest {
  'id'?: (string);
  'name'?: (string);
  'type'?: (string);
}

export interface GetAppRequest__Output {
  'id': (string);
  'name': (string);
  'type': (string);
}
