// Original file: community.proto


export interface Post {
  'id'?: (string);
  'title'?: (string);
}

export interface Post__Output {
  'id': (string);
  'title': (string);
}
