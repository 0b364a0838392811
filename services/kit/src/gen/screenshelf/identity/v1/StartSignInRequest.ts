// Original file: identity.proto


export interface StartSignInRequest {
  'provider'?: (string);
  'callbackUrl'?: (string);
  'redirectUri'?: (string);
}

export interface StartSignInRequest__Output {
  'provider': (string);
  'callbackUrl': (string);
  'redirectUri': (string);
}
