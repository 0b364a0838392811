// Original file: marketplace.proto


export interface GetImageRequest {
  'key'?: (string);
}

export interface GetImageRequest__Output {
  'key': (string);
}
