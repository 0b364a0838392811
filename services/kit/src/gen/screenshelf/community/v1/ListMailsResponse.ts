// Original file: community.proto

import type { MailRecord as _screenshelf_community_v1_MailRecord, MailRecord__Output as _screenshelf_community_v1_MailRecord__Output } from '../../../screenshelf/community/v1/MailRecord.js';

export interface ListMailsResponse {
  'mails'?: (_screenshelf_community_v1_MailRecord)[];
  'total'?: (number);
}

export interface ListMailsResponse__Output {
  'mails': (_screenshelf_community_v1_MailRecord__Output)[];
  'total': (number);
}
