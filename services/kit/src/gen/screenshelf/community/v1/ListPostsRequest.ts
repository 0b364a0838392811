// Original file: community.proto


export interface ListPostsRequest {
  'sort'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListPostsRequest__Output {
  'sort': (string);
  'limit': (number);
  'offset': (number);
}
