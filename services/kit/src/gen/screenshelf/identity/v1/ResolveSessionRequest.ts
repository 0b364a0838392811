// Original file: identity.proto


export interface ResolveSessionRequest {
  'sessionToken'?: (string);
}

export interface ResolveSessionRequest__Output {
  'sessionToken': (string);
}
