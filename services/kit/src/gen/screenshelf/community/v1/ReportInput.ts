// Original file: community.proto


export interface ReportInput {
  'postId'?: (string);
  'reason'?: (string);
}

export interface ReportInput__Output {
  'postId': (string);
  'reason': (string);
}
