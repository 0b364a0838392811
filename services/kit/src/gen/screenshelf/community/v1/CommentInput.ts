// Original file: community.proto


export interface CommentInput {
  'postId'?: (string);
  'text'?: (string);
}

export interface CommentInput__Output {
  'postId': (string);
  'text': (string);
}
