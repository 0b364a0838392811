// Original file: identity.proto


export interface UpdateSessionRequest {
  'sessionToken'?: (string);
}

export interface UpdateSessionRequest__Output {
  'sessionToken': (string);
}
