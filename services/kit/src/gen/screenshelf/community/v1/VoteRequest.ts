// Original file: community.proto


export interface VoteRequest {
  'postId'?: (string);
  'up'?: (boolean);
}

export interface VoteRequest__Output {
  'postId': (string);
  'up': (boolean);
}
