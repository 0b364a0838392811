// Original file: membership.proto


export interface ValidateGroupMemberRequest {
  'email'?: (string);
}

export interface ValidateGroupMemberRequest__Output {
  'email': (string);
}
