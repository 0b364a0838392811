// Original file: community.proto


export interface ListPostsRequest {
  'sort'?: (string);
  'limit'?: (number);
  'offset'?: (number);
  'tag'?: (string);
  'authorId'?: (string);
}

export interface ListPostsRequest__Output {
  'sort': (string);
  'limit': (number);
  'offset': (number);
  'tag': (string);
  'authorId': (string);
}
