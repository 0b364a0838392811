// Original file: identity.proto


export interface CompleteSignInRequest {
  'flowId'?: (string);
  'callbackParams'?: (string);
}

export interface CompleteSignInRequest__Output {
  'flowId': (string);
  'callbackParams': (string);
}
