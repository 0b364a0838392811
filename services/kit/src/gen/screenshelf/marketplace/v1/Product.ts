// Original file: marketplace.proto

import type { Seller as _screenshelf_marketplace_v1_Seller, Seller__Output as _screenshelf_marketplace_v1_Seller__Output } from '../../../screenshelf/marketplace/v1/Seller.js';
import type { Review as _screenshelf_marketplace_v1_Review, Review__Output as _screenshelf_marketplace_v1_Review__Output } from '../../../screenshelf/marketplace/v1/Review.js';
import type { Long } from '@grpc/proto-loader';

export interface Product {
  'id'?: (string);
  'productType'?: (string);
  'type'?: (string);
  'title'?: (string);
  'description'?: (string);
  'amount'?: (number | string | Long);
  'discountAmount'?: (number | string | Long);
  'discountRate'?: (number);
  'price'?: (number | string | Long);
  'averageStarRate'?: (number | string);
  'reviewCount'?: (number);
  'productCode'?: (string);
  'productCodeName'?: (string);
  'productCodeNameEn'?: (string);
  'thumbnailImgUrls'?: (string)[];
  'detailImgUrls'?: (string)[];
  'fileCnt'?: (number);
  'pageCnt'?: (number);
  'exclusiveFlag'?: (boolean);
  'useFlag'?: (boolean);
  'endFlag'?: (boolean);
  'availablePaymentFlag'?: (boolean);
  'maxPersonCnt'?: (number);
  'seatsLeft'?: (number);
  'startsAt'?: (string);
  'user'?: (_screenshelf_marketplace_v1_Seller | null);
  'productReview'?: (_screenshelf_marketplace_v1_Review)[];
  'orderCount'?: (number);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'deleted'?: (boolean);
  'hiddenByAdmin'?: (boolean);
}

export interface Product__Output {
  'id': (string);
  'productType': (string);
  'type': (string);
  'title': (string);
  'description': (string);
  'amount': (number);
  'discountAmount': (number);
  'discountRate': (number);
  'price': (number);
  'averageStarRate': (number);
  'reviewCount': (number);
  'productCode': (string);
  'productCodeName': (string);
  'productCodeNameEn': (string);
  'thumbnailImgUrls': (string)[];
  'detailImgUrls': (string)[];
  'fileCnt': (number);
  'pageCnt': (number);
  'exclusiveFlag': (boolean);
  'useFlag': (boolean);
  'endFlag': (boolean);
  'availablePaymentFlag': (boolean);
  'maxPersonCnt': (number);
  'seatsLeft': (number);
  'startsAt': (string);
  'user': (_screenshelf_marketplace_v1_Seller__Output | null);
  'productReview': (_screenshelf_marketplace_v1_Review__Output)[];
  'orderCount': (number);
  'createdAt': (string);
  'updatedAt': (string);
  'deleted': (boolean);
  'hiddenByAdmin': (boolean);
}
