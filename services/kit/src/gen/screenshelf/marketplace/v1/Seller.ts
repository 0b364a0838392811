// Original file: marketplace.proto


export interface Seller {
  'id'?: (string);
  'name'?: (string);
  'nickname'?: (string);
  'email'?: (string);
  'emailVerified'?: (boolean);
  'image'?: (string);
  'profileImage'?: (string);
  'referralId'?: (string);
  'role'?: (string);
}

export interface Seller__Output {
  'id': (string);
  'name': (string);
  'nickname': (string);
  'email': (string);
  'emailVerified': (boolean);
  'image': (string);
  'profileImage': (string);
  'referralId': (string);
  'role': (string);
}
