// Original file: marketplace.proto


export interface FileContent {
  'data'?: (Buffer | Uint8Array | string);
  'contentType'?: (string);
  'fileName'?: (string);
}

export interface FileContent__Output {
  'data': (Buffer);
  'contentType': (string);
  'fileName': (string);
}
