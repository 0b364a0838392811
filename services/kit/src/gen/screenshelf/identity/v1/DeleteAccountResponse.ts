// Original file: identity.proto


export interface DeleteAccountResponse {
  'userId'?: (string);
}

export interface DeleteAccountResponse__Output {
  'userId': (string);
}
