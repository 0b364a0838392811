// Original file: membership.proto


export interface UserEntitlement {
  'userId'?: (string);
  'plan'?: (string);
  'paid'?: (boolean);
  'isFree'?: (boolean);
}

export interface UserEntitlement__Output {
  'userId': (string);
  'plan': (string);
  'paid': (boolean);
  'isFree': (boolean);
}
