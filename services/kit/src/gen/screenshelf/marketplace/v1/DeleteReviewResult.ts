// Original file: marketplace.proto


export interface DeleteReviewResult {
  'reviewId'?: (string);
  'averageStarRate'?: (number | string);
}

export interface DeleteReviewResult__Output {
  'reviewId': (string);
  'averageStarRate': (number);
}
