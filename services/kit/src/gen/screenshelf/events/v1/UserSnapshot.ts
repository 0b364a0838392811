// Original file: events/identity_user.proto


export interface UserSnapshot {
  'id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'role'?: (string);
  'isBizOwner'?: (boolean);
}

export interface UserSnapshot__Output {
  'id': (string);
  'email': (string);
  'name': (string);
  'role': (string);
  'isBizOwner': (boolean);
}
