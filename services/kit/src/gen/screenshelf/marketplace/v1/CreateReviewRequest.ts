// Original file: marketplace.proto


export interface CreateReviewRequest {
  'productId'?: (string);
  'starRate'?: (number);
  'review'?: (string);
}

export interface CreateReviewRequest__Output {
  'productId': (string);
  'starRate': (number);
  'review': (string);
}
