// Original file: community.proto

import type { NewsletterIssue as _screenshelf_community_v1_NewsletterIssue, NewsletterIssue__Output as _screenshelf_community_v1_NewsletterIssue__Output } from '../../../screenshelf/community/v1/NewsletterIssue.js';

export interface ListIssuesResponse {
  'issues'?: (_screenshelf_community_v1_NewsletterIssue)[];
  'total'?: (number);
}

export interface ListIssuesResponse__Output {
  'issues': (_screenshelf_community_v1_NewsletterIssue__Output)[];
  'total': (number);
}
