// Original file: community.proto

import type { Post as _screenshelf_community_v1_Post, Post__Output as _screenshelf_community_v1_Post__Output } from '../../../screenshelf/community/v1/Post.js';
import type { Report as _screenshelf_community_v1_Report, Report__Output as _screenshelf_community_v1_Report__Output } from '../../../screenshelf/community/v1/Report.js';

export interface ReportedPost {
  'post'?: (_screenshelf_community_v1_Post | null);
  'reports'?: (_screenshelf_community_v1_Report)[];
}

export interface ReportedPost__Output {
  'post': (_screenshelf_community_v1_Post__Output | null);
  'reports': (_screenshelf_community_v1_Report__Output)[];
}
