// Original file: catalog.proto


export interface SetBookmarkRequest {
  'id'?: (string);
  'bookmarked'?: (boolean);
}

export interface SetBookmarkRequest__Output {
  'id': (string);
  'bookmarked': (boolean);
}
