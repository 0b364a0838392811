// Original file: marketplace.proto

import type { ProductCode as _screenshelf_marketplace_v1_ProductCode, ProductCode__Output as _screenshelf_marketplace_v1_ProductCode__Output } from '../../../screenshelf/marketplace/v1/ProductCode.js';

export interface ProductCodeList {
  'codes'?: (_screenshelf_marketplace_v1_ProductCode)[];
}

export interface ProductCodeList__Output {
  'codes': (_screenshelf_marketplace_v1_ProductCode__Output)[];
}
