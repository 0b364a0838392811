// Original file: community.proto


export interface Report {
  'reporterId'?: (string);
  'reason'?: (string);
  'createdAt'?: (string);
}

export interface Report__Output {
  'reporterId': (string);
  'reason': (string);
  'createdAt': (string);
}
