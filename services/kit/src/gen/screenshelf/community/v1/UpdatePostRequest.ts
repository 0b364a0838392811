// Original file: community.proto

import type { ScreenRef as _screenshelf_community_v1_ScreenRef, ScreenRef__Output as _screenshelf_community_v1_ScreenRef__Output } from '../../../screenshelf/community/v1/ScreenRef.js';

export interface UpdatePostRequest {
  'postId'?: (string);
  'title'?: (string);
  'text'?: (string);
  'screens'?: (_screenshelf_community_v1_ScreenRef)[];
  'setScreens'?: (boolean);
  'tags'?: (string)[];
  'setTags'?: (boolean);
  '_title'?: "title";
  '_text'?: "text";
}

export interface UpdatePostRequest__Output {
  'postId': (string);
  'title'?: (string);
  'text'?: (string);
  'screens': (_screenshelf_community_v1_ScreenRef__Output)[];
  'setScreens': (boolean);
  'tags': (string)[];
  'setTags': (boolean);
  '_title'?: "title";
  '_text'?: "text";
}
