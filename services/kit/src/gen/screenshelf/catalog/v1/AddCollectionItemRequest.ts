// Original file: boards.proto


export interface AddCollectionItemRequest {
  'collectionId'?: (string);
  'targetType'?: (string);
  'targetId'?: (string);
  'note'?: (string);
}

export interface AddCollectionItemRequest__Output {
  'collectionId': (string);
  'targetType': (string);
  'targetId': (string);
  'note': (string);
}
