// Original file: catalog.proto


export interface MyLikesResponse {
  'likedIds'?: (string)[];
}

export interface MyLikesResponse__Output {
  'likedIds': (string)[];
}
