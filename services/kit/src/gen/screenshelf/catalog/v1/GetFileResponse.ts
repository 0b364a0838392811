// Original file: catalog.proto


export interface GetFileResponse {
  'data'?: (Buffer | Uint8Array | string);
  'contentType'?: (string);
}

export interface GetFileResponse__Output {
  'data': (Buffer);
  'contentType': (string);
}
