// Original file: marketplace.proto


export interface OrderValidation {
  'ordered'?: (boolean);
  'orderId'?: (string);
  'reviewed'?: (boolean);
  'reviewId'?: (string);
}

export interface OrderValidation__Output {
  'ordered': (boolean);
  'orderId': (string);
  'reviewed': (boolean);
  'reviewId': (string);
}
