// Original file: membership.proto


export interface PaymentMethod {
  'id'?: (string);
  'cardCompany'?: (string);
  'cardNumber'?: (string);
  'isMain'?: (boolean);
  'createdAt'?: (string);
}

export interface PaymentMethod__Output {
  'id': (string);
  'cardCompany': (string);
  'cardNumber': (string);
  'isMain': (boolean);
  'createdAt': (string);
}
