// Original file: boards.proto


export interface UpdateCollectionItemRequest {
  'collectionId'?: (string);
  'itemId'?: (string);
  'note'?: (string);
  'position'?: (number);
  '_note'?: "note";
  '_position'?: "position";
}

export interface UpdateCollectionItemRequest__Output {
  'collectionId': (string);
  'itemId': (string);
  'note'?: (string);
  'position'?: (number);
  '_note'?: "note";
  '_position'?: "position";
}
