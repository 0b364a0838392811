// Original file: identity.proto


export interface ListUsersRequest {
  'userEmail'?: (string);
  'limit'?: (number);
  'offset'?: (number);
}

export interface ListUsersRequest__Output {
  'userEmail': (string);
  'limit': (number);
  'offset': (number);
}
