// Original file: search.proto

import type { CodeNode as _screenshelf_search_v1_CodeNode, CodeNode__Output as _screenshelf_search_v1_CodeNode__Output } from '../../../screenshelf/search/v1/CodeNode.js';
import type { Long } from '@grpc/proto-loader';

export interface CodeNode {
  'code'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'description'?: (string);
  'children'?: (_screenshelf_search_v1_CodeNode)[];
  'count'?: (number | string | Long);
}

export interface CodeNode__Output {
  'code': (string);
  'name': (string);
  'nameEn': (string);
  'description': (string);
  'children': (_screenshelf_search_v1_CodeNode__Output)[];
  'count': (number);
}
