// Original file: community.proto


export interface PostRef {
  'postId'?: (string);
}

export interface PostRef__Output {
  'postId': (string);
}
