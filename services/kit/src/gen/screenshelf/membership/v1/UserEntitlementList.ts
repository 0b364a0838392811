// Original file: membership.proto

import type { UserEntitlement as _screenshelf_membership_v1_UserEntitlement, UserEntitlement__Output as _screenshelf_membership_v1_UserEntitlement__Output } from '../../../screenshelf/membership/v1/UserEntitlement.js';

export interface UserEntitlementList {
  'entitlements'?: (_screenshelf_membership_v1_UserEntitlement)[];
}

export interface UserEntitlementList__Output {
  'entitlements': (_screenshelf_membership_v1_UserEntitlement__Output)[];
}
