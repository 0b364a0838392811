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
  '_email'?: "email";
  '_emailVerified'?: "emailVerified";
  '_referralId'?: "referralId";
}

export interface Seller__Output {
  'id': (string);
  'name': (string);
  'nickname': (string);
  'email'?: (string);
  'emailVerified'?: (boolean);
  'image': (string);
  'profileImage': (string);
  'referralId'?: (string);
  'role': (string);
  '_email'?: "email";
  '_emailVerified'?: "emailVerified";
  '_referralId'?: "referralId";
}
