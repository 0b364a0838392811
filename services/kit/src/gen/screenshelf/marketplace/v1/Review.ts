// Original file: marketplace.proto


export interface Review {
  'reviewId'?: (string);
  'productId'?: (string);
  'userId'?: (string);
  'userName'?: (string);
  'userImage'?: (string);
  'starRate'?: (number);
  'review'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  '_userId'?: "userId";
}

export interface Review__Output {
  'reviewId': (string);
  'productId': (string);
  'userId'?: (string);
  'userName': (string);
  'userImage': (string);
  'starRate': (number);
  'review': (string);
  'createdAt': (string);
  'updatedAt': (string);
  '_userId'?: "userId";
}
