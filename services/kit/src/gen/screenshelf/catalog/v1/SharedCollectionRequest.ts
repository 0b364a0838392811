// Original file: boards.proto


export interface SharedCollectionRequest {
  'shareToken'?: (string);
}

export interface SharedCollectionRequest__Output {
  'shareToken': (string);
}
