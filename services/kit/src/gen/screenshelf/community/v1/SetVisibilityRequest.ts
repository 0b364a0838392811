// Original file: community.proto


export interface SetVisibilityRequest {
  'postId'?: (string);
  'hidden'?: (boolean);
  'reason'?: (string);
}

export interface SetVisibilityRequest__Output {
  'postId': (string);
  'hidden': (boolean);
  'reason': (string);
}
