// Original file: community.proto

import type { Author as _screenshelf_community_v1_Author, Author__Output as _screenshelf_community_v1_Author__Output } from '../../../screenshelf/community/v1/Author.js';

export interface Comment {
  'id'?: (string);
  'postId'?: (string);
  'author'?: (_screenshelf_community_v1_Author | null);
  'text'?: (string);
  'createdAt'?: (string);
}

export interface Comment__Output {
  'id': (string);
  'postId': (string);
  'author': (_screenshelf_community_v1_Author__Output | null);
  'text': (string);
  'createdAt': (string);
}
