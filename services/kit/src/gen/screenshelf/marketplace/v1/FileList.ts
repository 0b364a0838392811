// Original file: marketplace.proto

import type { ProductFile as _screenshelf_marketplace_v1_ProductFile, ProductFile__Output as _screenshelf_marketplace_v1_ProductFile__Output } from '../../../screenshelf/marketplace/v1/ProductFile.js';

export interface FileList {
  'files'?: (_screenshelf_marketplace_v1_ProductFile)[];
  'orderId'?: (string);
  'downloadable'?: (boolean);
}

export interface FileList__Output {
  'files': (_screenshelf_marketplace_v1_ProductFile__Output)[];
  'orderId': (string);
  'downloadable': (boolean);
}
