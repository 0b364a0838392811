// Original file: membership.proto


export interface SetFreeUserRequest {
  'userId'?: (string);
  'isFree'?: (boolean);
}

export interface SetFreeUserRequest__Output {
  'userId': (string);
  'isFree': (boolean);
}
