// Original file: search.proto

import type { AppGroup as _screenshelf_search_v1_AppGroup, AppGroup__Output as _screenshelf_search_v1_AppGroup__Output } from '../../../screenshelf/search/v1/AppGroup.js';

export interface AppGroupsResponse {
  'data'?: (_screenshelf_search_v1_AppGroup)[];
}

export interface AppGroupsResponse__Output {
  'data': (_screenshelf_search_v1_AppGroup__Output)[];
}
