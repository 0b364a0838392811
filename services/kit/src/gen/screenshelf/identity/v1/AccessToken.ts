// Original file: identity.proto


export interface AccessToken {
  'id'?: (string);
  'name'?: (string);
  'prefix'?: (string);
  'createdAt'?: (string);
  'lastUsedAt'?: (string);
  'expiresAt'?: (string);
  'expired'?: (boolean);
}

export interface AccessToken__Output {
  'id': (string);
  'name': (string);
  'prefix': (string);
  'createdAt': (string);
  'lastUsedAt': (string);
  'expiresAt': (string);
  'expired': (boolean);
}
