// Original file: membership.proto


export interface ReservePlanRequest {
  'plan'?: (string);
  'kind'?: (string);
  'memberIds'?: (string)[];
  'seats'?: (number);
}

export interface ReservePlanRequest__Output {
  'plan': (string);
  'kind': (string);
  'memberIds': (string)[];
  'seats': (number);
}
