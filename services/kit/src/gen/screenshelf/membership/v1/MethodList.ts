// Original file: membership.proto

import type { PaymentMethod as _screenshelf_membership_v1_PaymentMethod, PaymentMethod__Output as _screenshelf_membership_v1_PaymentMethod__Output } from '../../../screenshelf/membership/v1/PaymentMethod.js';

export interface MethodList {
  'methods'?: (_screenshelf_membership_v1_PaymentMethod)[];
}

export interface MethodList__Output {
  'methods': (_screenshelf_membership_v1_PaymentMethod__Output)[];
}
