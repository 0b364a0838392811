// Original file: marketplace.proto

import type { ProductCode as _screenshelf_marketplace_v1_ProductCode, ProductCode__Output as _screenshelf_marketplace_v1_ProductCode__Output } from '../../../screenshelf/marketplace/v1/ProductCode.js';

export interface ProductCode {
  'code'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'parentCode'?: (string);
  'children'?: (_screenshelf_marketplace_v1_ProductCode)[];
  'count'?: (number);
}

export interface ProductCode__Output {
  'code': (string);
  'name': (string);
  'nameEn': (string);
  'parentCode': (string);
  'children': (_screenshelf_marketplace_v1_ProductCode__Output)[];
  'count': (number);
}
