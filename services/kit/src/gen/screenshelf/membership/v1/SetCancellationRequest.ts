// Original file: membership.proto


export interface SetCancellationRequest {
  'membershipId'?: (string);
  'managerId'?: (string);
  'isActive'?: (boolean);
  'cancelReason'?: (string);
}

export interface SetCancellationRequest__Output {
  'membershipId': (string);
  'managerId': (string);
  'isActive': (boolean);
  'cancelReason': (string);
}
