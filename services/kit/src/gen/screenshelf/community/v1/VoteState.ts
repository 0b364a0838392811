// Original file: community.proto


export interface VoteState {
  'postId'?: (string);
  'voted'?: (boolean);
  'voteCount'?: (number);
}

export interface VoteState__Output {
  'postId': (string);
  'voted': (boolean);
  'voteCount': (number);
}
