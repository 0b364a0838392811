// Original file: catalog.proto


export interface PresignUploadRequest {
  'path'?: (string);
  'contentType'?: (string);
}

export interface PresignUploadRequest__Output {
  'path': (string);
  'contentType': (string);
}
