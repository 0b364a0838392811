// Original file: identity.proto


export interface StartSignInResponse {
  'authorizationUrl'?: (string);
  'flowId'?: (string);
}

export interface StartSignInResponse__Output {
  'authorizationUrl': (string);
  'flowId': (string);
}
