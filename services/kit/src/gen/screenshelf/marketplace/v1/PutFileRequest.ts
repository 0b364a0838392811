// Original file: marketplace.proto


export interface PutFileRequest {
  'key'?: (string);
  'expires'?: (string);
  'signature'?: (string);
  'data'?: (Buffer | Uint8Array | string);
  'contentType'?: (string);
}

export interface PutFileRequest__Output {
  'key': (string);
  'expires': (string);
  'signature': (string);
  'data': (Buffer);
  'contentType': (string);
}
