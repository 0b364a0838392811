// Original file: search.proto

import type { CodeNode as _screenshelf_search_v1_CodeNode, CodeNode__Output as _screenshelf_search_v1_CodeNode__Output } from '../../../screenshelf/search/v1/CodeNode.js';

export interface ListCodesResponse {
  'data'?: (_screenshelf_search_v1_CodeNode)[];
}

export interface ListCodesResponse__Output {
  'data': (_screenshelf_search_v1_CodeNode__Output)[];
}
