// Original file: membership.proto


export interface CardInput {
  'authKey'?: (string);
  'cardNumber'?: (string);
  'cardExpiryYear'?: (string);
  'cardExpiryMonth'?: (string);
  'customerIdentityNumber'?: (string);
}

export interface CardInput__Output {
  'authKey': (string);
  'cardNumber': (string);
  'cardExpiryYear': (string);
  'cardExpiryMonth': (string);
  'customerIdentityNumber': (string);
}
