// Original file: membership.proto

import type { MembershipHistory as _screenshelf_membership_v1_MembershipHistory, MembershipHistory__Output as _screenshelf_membership_v1_MembershipHistory__Output } from '../../../screenshelf/membership/v1/MembershipHistory.js';

export interface HistoryList {
  'histories'?: (_screenshelf_membership_v1_MembershipHistory)[];
  'total'?: (number);
}

export interface HistoryList__Output {
  'histories': (_screenshelf_membership_v1_MembershipHistory__Output)[];
  'total': (number);
}
