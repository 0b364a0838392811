// Original file: marketplace.proto


export interface ReviewRequest {
  'productId'?: (string);
  'reviewId'?: (string);
}

export interface ReviewRequest__Output {
  'productId': (string);
  'reviewId': (string);
}
