// Original file: marketplace.proto

import type { Product as _screenshelf_marketplace_v1_Product, Product__Output as _screenshelf_marketplace_v1_Product__Output } from '../../../screenshelf/marketplace/v1/Product.js';

export interface ProductList {
  'products'?: (_screenshelf_marketplace_v1_Product)[];
  'total'?: (number);
}

export interface ProductList__Output {
  'products': (_screenshelf_marketplace_v1_Product__Output)[];
  'total': (number);
}
