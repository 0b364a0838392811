// Original file: membership.proto


export interface GetEntitlementRequest {
  'userId'?: (string);
}

export interface GetEntitlementRequest__Output {
  'userId': (string);
}
