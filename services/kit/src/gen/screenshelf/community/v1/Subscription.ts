// Original file: community.proto


export interface Subscription {
  'email'?: (string);
  'status'?: (string);
  'lang'?: (string);
}

export interface Subscription__Output {
  'email': (string);
  'status': (string);
  'lang': (string);
}
