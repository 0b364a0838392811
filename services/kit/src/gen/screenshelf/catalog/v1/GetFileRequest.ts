// Original file: catalog.proto


export interface GetFileRequest {
  'key'?: (string);
}

export interface GetFileRequest__Output {
  'key': (string);
}
