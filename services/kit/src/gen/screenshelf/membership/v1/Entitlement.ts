// Original file: membership.proto


export interface Entitlement {
  'plan'?: (string);
  'paid'?: (boolean);
  'features'?: (string)[];
  'groupId'?: (string);
}

export interface Entitlement__Output {
  'plan': (string);
  'paid': (boolean);
  'features': (string)[];
  'groupId': (string);
}
