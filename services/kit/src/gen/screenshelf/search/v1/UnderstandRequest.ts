// Original file: search.proto


export interface UnderstandRequest {
  'query'?: (string);
}

export interface UnderstandRequest__Output {
  'query': (string);
}
