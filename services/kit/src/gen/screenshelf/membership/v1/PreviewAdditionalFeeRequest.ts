// Original file: membership.proto


export interface PreviewAdditionalFeeRequest {
  'groupSize'?: (number);
  'managerId'?: (string);
}

export interface PreviewAdditionalFeeRequest__Output {
  'groupSize': (number);
  'managerId': (string);
}
