// Original file: identity.proto


export interface ResolveAccessTokenRequest {
  'secret'?: (string);
}

export interface ResolveAccessTokenRequest__Output {
  'secret': (string);
}
