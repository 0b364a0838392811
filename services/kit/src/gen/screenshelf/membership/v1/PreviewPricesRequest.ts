// Original file: membership.proto


export interface PreviewPricesRequest {
  'plan'?: (string);
  'kind'?: (string);
  'groupSize'?: (number);
}

export interface PreviewPricesRequest__Output {
  'plan': (string);
  'kind': (string);
  'groupSize': (number);
}
