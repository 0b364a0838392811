// Original file: boards.proto


export interface Collection {
  'collectionId'?: (string);
  'name'?: (string);
  'team'?: (boolean);
  'shared'?: (boolean);
  'shareToken'?: (string);
  'itemCount'?: (number);
  'covers'?: (string)[];
  'updatedAt'?: (string);
  'canEdit'?: (boolean);
}

export interface Collection__Output {
  'collectionId': (string);
  'name': (string);
  'team': (boolean);
  'shared': (boolean);
  'shareToken': (string);
  'itemCount': (number);
  'covers': (string)[];
  'updatedAt': (string);
  'canEdit': (boolean);
}
