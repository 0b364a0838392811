// Original file: identity.proto


export interface SignOutRequest {
  'sessionToken'?: (string);
}

export interface SignOutRequest__Output {
  'sessionToken': (string);
}
