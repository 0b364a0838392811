// Original file: community.proto

import type { SupportRequest as _screenshelf_community_v1_SupportRequest, SupportRequest__Output as _screenshelf_community_v1_SupportRequest__Output } from '../../../screenshelf/community/v1/SupportRequest.js';

export interface ListSupportRequestsResponse {
  'requests'?: (_screenshelf_community_v1_SupportRequest)[];
  'total'?: (number);
}

export interface ListSupportRequestsResponse__Output {
  'requests': (_screenshelf_community_v1_SupportRequest__Output)[];
  'total': (number);
}
