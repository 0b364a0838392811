// Original file: catalog.proto


export interface SetLikeRequest {
  'itemType'?: (string);
  'itemId'?: (string);
  'liked'?: (boolean);
}

export interface SetLikeRequest__Output {
  'itemType': (string);
  'itemId': (string);
  'liked': (boolean);
}
