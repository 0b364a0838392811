// Original file: marketplace.proto

import type { FileInput as _screenshelf_marketplace_v1_FileInput, FileInput__Output as _screenshelf_marketplace_v1_FileInput__Output } from '../../../screenshelf/marketplace/v1/FileInput.js';
import type { Long } from '@grpc/proto-loader';

export interface ProductInput {
  'type'?: (string);
  'title'?: (string);
  'description'?: (string);
  'amount'?: (number | string | Long);
  'discountAmount'?: (number | string | Long);
  'discountRate'?: (number);
  'productCode'?: (string);
  'thumbnailImgUrls'?: (string)[];
  'detailImgUrls'?: (string)[];
  'files'?: (_screenshelf_marketplace_v1_FileInput)[];
  'pageCnt'?: (number);
  'exclusiveFlag'?: (boolean);
  'useFlag'?: (boolean);
  'endFlag'?: (boolean);
  'maxPersonCnt'?: (number);
  'startsAt'?: (string);
  'hiddenByAdmin'?: (boolean);
}

export interface ProductInput__Output {
  'type': (string);
  'title': (string);
  'description': (string);
  'amount': (number);
  'discountAmount': (number);
  'discountRate': (number);
  'productCode': (string);
  'thumbnailImgUrls': (string)[];
  'detailImgUrls': (string)[];
  'files': (_screenshelf_marketplace_v1_FileInput__Output)[];
  'pageCnt': (number);
  'exclusiveFlag': (boolean);
  'useFlag': (boolean);
  'endFlag': (boolean);
  'maxPersonCnt': (number);
  'startsAt': (string);
  'hiddenByAdmin': (boolean);
}
