// Original file: catalog.proto


export interface GetAppRequest {
  'id'?: (string);
}

export interface GetAppRequest__Output {
  'id': (string);
}
