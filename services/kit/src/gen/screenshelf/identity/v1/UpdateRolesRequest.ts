// Original file: identity.proto


export interface UpdateRolesRequest {
  'userId'?: (string);
  'role'?: (string);
  'isBizOwner'?: (boolean);
}

export interface UpdateRolesRequest__Output {
  'userId': (string);
  'role': (string);
  'isBizOwner': (boolean);
}
