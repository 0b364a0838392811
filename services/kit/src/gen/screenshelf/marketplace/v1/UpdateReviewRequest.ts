// Original file: marketplace.proto


export interface UpdateReviewRequest {
  'productId'?: (string);
  'reviewId'?: (string);
  'starRate'?: (number);
  'review'?: (string);
}

export interface UpdateReviewRequest__Output {
  'productId': (string);
  'reviewId': (string);
  'starRate': (number);
  'review': (string);
}
