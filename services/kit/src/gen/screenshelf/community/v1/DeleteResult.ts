// Original file: community.proto


export interface DeleteResult {
  'deleted'?: (number);
}

export interface DeleteResult__Output {
  'deleted': (number);
}
