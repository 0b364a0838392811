// Original file: catalog.proto


export interface GetContentRequest {
  'id'?: (string);
}

export interface GetContentRequest__Output {
  'id': (string);
}
