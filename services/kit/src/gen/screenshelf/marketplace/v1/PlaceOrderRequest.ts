// Original file: marketplace.proto

import type { Card as _screenshelf_marketplace_v1_Card, Card__Output as _screenshelf_marketplace_v1_Card__Output } from '../../../screenshelf/marketplace/v1/Card.js';

export interface PlaceOrderRequest {
  'productId'?: (string);
  'referralId'?: (string);
  'card'?: (_screenshelf_marketplace_v1_Card | null);
}

export interface PlaceOrderRequest__Output {
  'productId': (string);
  'referralId': (string);
  'card': (_screenshelf_marketplace_v1_Card__Output | null);
}
