// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface MembershipHistory {
  'membershipHistoryId'?: (string);
  'membershipId'?: (string);
  'userId'?: (string);
  'userEmail'?: (string);
  'plan'?: (string);
  'kind'?: (string);
  'groupSize'?: (number);
  'amount'?: (number | string | Long);
  'status'?: (string);
  'reason'?: (string);
  'orderId'?: (string);
  'periodStart'?: (string);
  'periodEnd'?: (string);
  'paidAt'?: (string);
  'cancelledAt'?: (string);
  'cancelReason'?: (string);
  'failureCode'?: (string);
  'createdAt'?: (string);
}

export interface MembershipHistory__Output {
  'membershipHistoryId': (string);
  'membershipId': (string);
  'userId': (string);
  'userEmail': (string);
  'plan': (string);
  'kind': (string);
  'groupSize': (number);
  'amount': (number);
  'status': (string);
  'reason': (string);
  'orderId': (string);
  'periodStart': (string);
  'periodEnd': (string);
  'paidAt': (string);
  'cancelledAt': (string);
  'cancelReason': (string);
  'failureCode': (string);
  'createdAt': (string);
}
