// Original file: membership.proto

import type { Long } from '@grpc/proto-loader';

export interface Reservation {
  'id'?: (string);
  'membershipId'?: (string);
  'managerId'?: (string);
  'plan'?: (string);
  'kind'?: (string);
  'memberIds'?: (string)[];
  'status'?: (string);
  'startsAt'?: (string);
  'amount'?: (number | string | Long);
  'createdAt'?: (string);
  'seats'?: (number);
}

export interface Reservation__Output {
  'id': (string);
  'membershipId': (string);
  'managerId': (string);
  'plan': (string);
  'kind': (string);
  'memberIds': (string)[];
  'status': (string);
  'startsAt': (string);
  'amount': (number);
  'createdAt': (string);
  'seats': (number);
}
