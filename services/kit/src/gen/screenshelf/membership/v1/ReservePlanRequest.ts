// Original file: membership.proto


export interface ReservePlanRequest {
  'plan'?: (string);
  'kind'?: (string);
  'memberIds'?: (string)[];
}

export interface ReservePlanRequest__Output {
  'plan': (string);
  'kind': (string);
  'memberIds': (string)[];
}
