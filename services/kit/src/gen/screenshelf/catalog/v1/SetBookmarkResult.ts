// Original file: catalog.proto


export interface SetBookmarkResult {
  'id'?: (string);
  'bookmarked'?: (boolean);
}

export interface SetBookmarkResult__Output {
  'id': (string);
  'bookmarked': (boolean);
}
