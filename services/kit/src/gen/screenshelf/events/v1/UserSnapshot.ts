// Original file: events/identity_user.proto


export interface UserSnapshot {
  'id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'role'?: (string);
  'isBizOwner'?: (boolean);
  'nickname'?: (string);
  'image'?: (string);
  'referralId'?: (string);
  'emailVerified'?: (boolean);
}

export interface UserSnapshot__Output {
  'id': (string);
  'email': (string);
  'name': (string);
  'role': (string);
  'isBizOwner': (boolean);
  'nickname': (string);
  'image': (string);
  'referralId': (string);
  'emailVerified': (boolean);
}
