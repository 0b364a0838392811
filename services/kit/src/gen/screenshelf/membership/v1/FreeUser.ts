// Original file: membership.proto


export interface FreeUser {
  'userId'?: (string);
  'isFree'?: (boolean);
}

export interface FreeUser__Output {
  'userId': (string);
  'isFree': (boolean);
}
