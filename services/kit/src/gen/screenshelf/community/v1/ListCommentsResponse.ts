// Original file: community.proto

import type { Comment as _screenshelf_community_v1_Comment, Comment__Output as _screenshelf_community_v1_Comment__Output } from '../../../screenshelf/community/v1/Comment.js';

export interface ListCommentsResponse {
  'comments'?: (_screenshelf_community_v1_Comment)[];
  'total'?: (number);
}

export interface ListCommentsResponse__Output {
  'comments': (_screenshelf_community_v1_Comment__Output)[];
  'total': (number);
}
