// Original file: community.proto

import type { ReportedPost as _screenshelf_community_v1_ReportedPost, ReportedPost__Output as _screenshelf_community_v1_ReportedPost__Output } from '../../../screenshelf/community/v1/ReportedPost.js';

export interface ListReportsResponse {
  'data'?: (_screenshelf_community_v1_ReportedPost)[];
  'total'?: (number);
}

export interface ListReportsResponse__Output {
  'data': (_screenshelf_community_v1_ReportedPost__Output)[];
  'total': (number);
}
