// Original file: catalog.proto


export interface AddBookmarkRequest {
  'targetType'?: (string);
  'targetId'?: (string);
}

export interface AddBookmarkRequest__Output {
  'targetType': (string);
  'targetId': (string);
}
