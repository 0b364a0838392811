// Original file: membership.proto


export interface PayMembershipRequest {
  'membershipId'?: (string);
}

export interface PayMembershipRequest__Output {
  'membershipId': (string);
}
