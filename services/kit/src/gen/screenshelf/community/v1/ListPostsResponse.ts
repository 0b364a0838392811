// Original file: community.proto

import type { Post as _screenshelf_community_v1_Post, Post__Output as _screenshelf_community_v1_Post__Output } from '../../../screenshelf/community/v1/Post.js';

export interface ListPostsResponse {
  'posts'?: (_screenshelf_community_v1_Post)[];
  'total'?: (number);
}

export interface ListPostsResponse__Output {
  'posts': (_screenshelf_community_v1_Post__Output)[];
  'total': (number);
}
