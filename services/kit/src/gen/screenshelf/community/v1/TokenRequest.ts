// Original file: community.proto


export interface TokenRequest {
  'token'?: (string);
}

export interface TokenRequest__Output {
  'token': (string);
}
