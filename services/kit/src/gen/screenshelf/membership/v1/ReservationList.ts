// Original file: membership.proto

import type { Reservation as _screenshelf_membership_v1_Reservation, Reservation__Output as _screenshelf_membership_v1_Reservation__Output } from '../../../screenshelf/membership/v1/Reservation.js';

export interface ReservationList {
  'reservations'?: (_screenshelf_membership_v1_Reservation)[];
}

export interface ReservationList__Output {
  'reservations': (_screenshelf_membership_v1_Reservation__Output)[];
}
