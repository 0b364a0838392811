// Original file: identity.proto


export interface RevokeAccessTokenRequest {
  'tokenId'?: (string);
}

export interface RevokeAccessTokenRequest__Output {
  'tokenId': (string);
}
