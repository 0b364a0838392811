// Original file: identity.proto


export interface CreateAccessTokenRequest {
  'name'?: (string);
  'expiresInDays'?: (number);
}

export interface CreateAccessTokenRequest__Output {
  'name': (string);
  'expiresInDays': (number);
}
