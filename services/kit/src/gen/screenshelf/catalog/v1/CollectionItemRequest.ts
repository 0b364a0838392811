// Original file: boards.proto


export interface CollectionItemRequest {
  'collectionId'?: (string);
  'itemId'?: (string);
}

export interface CollectionItemRequest__Output {
  'collectionId': (string);
  'itemId': (string);
}
