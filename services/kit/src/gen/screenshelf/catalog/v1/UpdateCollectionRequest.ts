// Original file: boards.proto


export interface UpdateCollectionRequest {
  'collectionId'?: (string);
  'name'?: (string);
  'shared'?: (boolean);
  '_name'?: "name";
  '_shared'?: "shared";
}

export interface UpdateCollectionRequest__Output {
  'collectionId': (string);
  'name'?: (string);
  'shared'?: (boolean);
  '_name'?: "name";
  '_shared'?: "shared";
}
