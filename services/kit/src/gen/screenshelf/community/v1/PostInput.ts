// Original file: community.proto

import type { ScreenRef as _screenshelf_community_v1_ScreenRef, ScreenRef__Output as _screenshelf_community_v1_ScreenRef__Output } from '../../../screenshelf/community/v1/ScreenRef.js';

export interface PostInput {
  'title'?: (string);
  'text'?: (string);
  'screens'?: (_screenshelf_community_v1_ScreenRef)[];
  'tags'?: (string)[];
}

export interface PostInput__Output {
  'title': (string);
  'text': (string);
  'screens': (_screenshelf_community_v1_ScreenRef__Output)[];
  'tags': (string)[];
}
