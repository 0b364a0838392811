// Original file: community.proto


export interface ReportState {
  'postId'?: (string);
  'reported'?: (boolean);
}

export interface ReportState__Output {
  'postId': (string);
  'reported': (boolean);
}
