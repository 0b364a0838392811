// Original file: membership.proto

import type { GroupMember as _screenshelf_membership_v1_GroupMember, GroupMember__Output as _screenshelf_membership_v1_GroupMember__Output } from '../../../screenshelf/membership/v1/GroupMember.js';
import type { Long } from '@grpc/proto-loader';

export interface GroupView {
  'membershipId'?: (string);
  'managerId'?: (string);
  'groupSize'?: (number);
  'members'?: (_screenshelf_membership_v1_GroupMember)[];
  'chargedAmount'?: (number | string | Long);
}

export interface GroupView__Output {
  'membershipId': (string);
  'managerId': (string);
  'groupSize': (number);
  'members': (_screenshelf_membership_v1_GroupMember__Output)[];
  'chargedAmount': (number);
}
