// Original file: search.proto


export interface SimilarScreensRequest {
  'imageId'?: (string);
  'limit'?: (number);
}

export interface SimilarScreensRequest__Output {
  'imageId': (string);
  'limit': (number);
}
