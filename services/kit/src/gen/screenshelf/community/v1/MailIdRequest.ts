// Original file: community.proto


export interface MailIdRequest {
  'id'?: (string);
}

export interface MailIdRequest__Output {
  'id': (string);
}
