// Original file: membership.proto

import type { Plan as _screenshelf_membership_v1_Plan, Plan__Output as _screenshelf_membership_v1_Plan__Output } from '../../../screenshelf/membership/v1/Plan.js';

export interface PlanList {
  'plans'?: (_screenshelf_membership_v1_Plan)[];
  'annualDiscountPercent'?: (number);
  'groupDiscountPercent'?: (number);
  'groupDiscountMinSize'?: (number);
  'maxGroupSize'?: (number);
}

export interface PlanList__Output {
  'plans': (_screenshelf_membership_v1_Plan__Output)[];
  'annualDiscountPercent': (number);
  'groupDiscountPercent': (number);
  'groupDiscountMinSize': (number);
  'maxGroupSize': (number);
}
