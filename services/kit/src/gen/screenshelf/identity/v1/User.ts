// Original file: identity.proto


export interface User {
  'id'?: (string);
  'email'?: (string);
  'name'?: (string);
  'image'?: (string);
  'nickname'?: (string);
  'role'?: (string);
  'isBizOwner'?: (boolean);
  'referralId'?: (string);
  'emailVerified'?: (boolean);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface User__Output {
  'id': (string);
  'email': (string);
  'name': (string);
  'image': (string);
  'nickname': (string);
  'role': (string);
  'isBizOwner': (boolean);
  'referralId': (string);
  'emailVerified': (boolean);
  'createdAt': (string);
  'updatedAt': (string);
}
