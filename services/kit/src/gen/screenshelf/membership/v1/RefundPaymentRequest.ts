// Original file: membership.proto


export interface RefundPaymentRequest {
  'membershipHistoryId'?: (string);
  'cancelReason'?: (string);
}

export interface RefundPaymentRequest__Output {
  'membershipHistoryId': (string);
  'cancelReason': (string);
}
