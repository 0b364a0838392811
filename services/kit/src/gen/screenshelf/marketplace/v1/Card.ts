// Original file: marketplace.proto


export interface Card {
  'cardNumber'?: (string);
  'cardExpirationYear'?: (string);
  'cardExpirationMonth'?: (string);
  'customerIdentityNumber'?: (string);
}

export interface Card__Output {
  'cardNumber': (string);
  'cardExpirationYear': (string);
  'cardExpirationMonth': (string);
  'customerIdentityNumber': (string);
}
