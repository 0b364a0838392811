// Original file: community.proto


export interface UpdateSupportRequestRequest {
  'id'?: (string);
  'status'?: (string);
  'answer'?: (string);
}

export interface UpdateSupportRequestRequest__Output {
  'id': (string);
  'status': (string);
  'answer': (string);
}
