// Original file: boards.proto


export interface CreateCollectionRequest {
  'name'?: (string);
  'team'?: (boolean);
}

export interface CreateCollectionRequest__Output {
  'name': (string);
  'team': (boolean);
}
