// Original file: community.proto


export interface SubscribeRequest {
  'email'?: (string);
  'lang'?: (string);
}

export interface SubscribeRequest__Output {
  'email': (string);
  'lang': (string);
}
