// Original file: community.proto


export interface ListCommentsRequest {
  'postId'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListCommentsRequest__Output {
  'postId': (string);
  'limit': (number);
  'offset': (number);
}
