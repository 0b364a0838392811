// Original file: marketplace.proto


export interface CancelOrderRequest {
  'productId'?: (string);
  'cancelReason'?: (string);
}

export interface CancelOrderRequest__Output {
  'productId': (string);
  'cancelReason': (string);
}
