// Original file: marketplace.proto

import type { Order as _screenshelf_marketplace_v1_Order, Order__Output as _screenshelf_marketplace_v1_Order__Output } from '../../../screenshelf/marketplace/v1/Order.js';

export interface OrderList {
  'orders'?: (_screenshelf_marketplace_v1_Order)[];
  'total'?: (number);
}

export interface OrderList__Output {
  'orders': (_screenshelf_marketplace_v1_Order__Output)[];
  'total': (number);
}
