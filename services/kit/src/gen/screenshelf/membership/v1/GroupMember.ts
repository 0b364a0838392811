// Original file: membership.proto


export interface GroupMember {
  'userId'?: (string);
  'email'?: (string);
  'name'?: (string);
  'addedAt'?: (string);
}

export interface GroupMember__Output {
  'userId': (string);
  'email': (string);
  'name': (string);
  'addedAt': (string);
}
