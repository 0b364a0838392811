// Original file: marketplace.proto

import type { ProductInput as _screenshelf_marketplace_v1_ProductInput, ProductInput__Output as _screenshelf_marketplace_v1_ProductInput__Output } from '../../../screenshelf/marketplace/v1/ProductInput.js';

export interface UpdateProductRequest {
  'id'?: (string);
  'product'?: (_screenshelf_marketplace_v1_ProductInput | null);
  'fields'?: (string)[];
}

export interface UpdateProductRequest__Output {
  'id': (string);
  'product': (_screenshelf_marketplace_v1_ProductInput__Output | null);
  'fields': (string)[];
}
