// Original file: marketplace.proto

import type { Revenue as _screenshelf_marketplace_v1_Revenue, Revenue__Output as _screenshelf_marketplace_v1_Revenue__Output } from '../../../screenshelf/marketplace/v1/Revenue.js';

export interface RevenueList {
  'revenues'?: (_screenshelf_marketplace_v1_Revenue)[];
  'total'?: (number);
}

export interface RevenueList__Output {
  'revenues': (_screenshelf_marketplace_v1_Revenue__Output)[];
  'total': (number);
}
