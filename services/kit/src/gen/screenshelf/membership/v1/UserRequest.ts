// Original file: membership.proto


export interface UserRequest {
  'userId'?: (string);
}

export interface UserRequest__Output {
  'userId': (string);
}
