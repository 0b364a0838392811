// Original file: community.proto

import type { Author as _screenshelf_community_v1_Author, Author__Output as _screenshelf_community_v1_Author__Output } from '../../../screenshelf/community/v1/Author.js';
import type { Screen as _screenshelf_community_v1_Screen, Screen__Output as _screenshelf_community_v1_Screen__Output } from '../../../screenshelf/community/v1/Screen.js';

export interface Post {
  'id'?: (string);
  'title'?: (string);
  'text'?: (string);
  'author'?: (_screenshelf_community_v1_Author | null);
  'screens'?: (_screenshelf_community_v1_Screen)[];
  'tags'?: (string)[];
  'voteCount'?: (number);
  'commentCount'?: (number);
  'voted'?: (boolean);
  'hidden'?: (boolean);
  'reportCount'?: (number);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'mine'?: (boolean);
}

export interface Post__Output {
  'id': (string);
  'title': (string);
  'text': (string);
  'author': (_screenshelf_community_v1_Author__Output | null);
  'screens': (_screenshelf_community_v1_Screen__Output)[];
  'tags': (string)[];
  'voteCount': (number);
  'commentCount': (number);
  'voted': (boolean);
  'hidden': (boolean);
  'reportCount': (number);
  'createdAt': (string);
  'updatedAt': (string);
  'mine': (boolean);
}
