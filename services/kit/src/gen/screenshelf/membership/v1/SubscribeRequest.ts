// Original file: membership.proto

import type { CardInput as _screenshelf_membership_v1_CardInput, CardInput__Output as _screenshelf_membership_v1_CardInput__Output } from '../../../screenshelf/membership/v1/CardInput.js';

export interface SubscribeRequest {
  'plan'?: (string);
  'kind'?: (string);
  'memberIds'?: (string)[];
  'card'?: (_screenshelf_membership_v1_CardInput | null);
  'seats'?: (number);
  '_card'?: "card";
}

export interface SubscribeRequest__Output {
  'plan': (string);
  'kind': (string);
  'memberIds': (string)[];
  'card'?: (_screenshelf_membership_v1_CardInput__Output | null);
  'seats': (number);
  '_card'?: "card";
}
