// Original file: marketplace.proto


export interface PresignUploadRequest {
  'purpose'?: (string);
  'fileName'?: (string);
  'contentType'?: (string);
}

export interface PresignUploadRequest__Output {
  'purpose': (string);
  'fileName': (string);
  'contentType': (string);
}
