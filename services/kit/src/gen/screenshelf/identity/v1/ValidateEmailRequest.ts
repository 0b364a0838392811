// Original file: identity.proto


export interface ValidateEmailRequest {
  'email'?: (string);
}

export interface ValidateEmailRequest__Output {
  'email': (string);
}
