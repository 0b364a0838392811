// Original file: membership.proto

import type { Reservation as _screenshelf_membership_v1_Reservation, Reservation__Output as _screenshelf_membership_v1_Reservation__Output } from '../../../screenshelf/membership/v1/Reservation.js';
import type { Long } from '@grpc/proto-loader';

export interface MembershipView {
  'found'?: (boolean);
  'membershipId'?: (string);
  'plan'?: (string);
  'kind'?: (string);
  'status'?: (string);
  'isActive'?: (boolean);
  'role'?: (string);
  'managerId'?: (string);
  'groupSize'?: (number);
  'currentPeriodStart'?: (string);
  'currentPeriodEnd'?: (string);
  'nextBillingAt'?: (string);
  'nextAmount'?: (number | string | Long);
  'cancelAtPeriodEnd'?: (boolean);
  'cancelReason'?: (string);
  'isFree'?: (boolean);
  'reservation'?: (_screenshelf_membership_v1_Reservation | null);
  'failedAttempts'?: (number);
  'declineReason'?: (string);
  '_reservation'?: "reservation";
}

export interface MembershipView__Output {
  'found': (boolean);
  'membershipId': (string);
  'plan': (string);
  'kind': (string);
  'status': (string);
  'isActive': (boolean);
  'role': (string);
  'managerId': (string);
  'groupSize': (number);
  'currentPeriodStart': (string);
  'currentPeriodEnd': (string);
  'nextBillingAt': (string);
  'nextAmount': (number);
  'cancelAtPeriodEnd': (boolean);
  'cancelReason': (string);
  'isFree': (boolean);
  'reservation'?: (_screenshelf_membership_v1_Reservation__Output | null);
  'failedAttempts': (number);
  'declineReason': (string);
  '_reservation'?: "reservation";
}
