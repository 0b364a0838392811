// Original file: boards.proto


export interface CollectionRequest {
  'collectionId'?: (string);
}

export interface CollectionRequest__Output {
  'collectionId': (string);
}
