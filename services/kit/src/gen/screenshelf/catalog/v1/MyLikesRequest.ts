// Original file: catalog.proto


export interface MyLikesRequest {
  'itemIds'?: (string)[];
}

export interface MyLikesRequest__Output {
  'itemIds': (string)[];
}
