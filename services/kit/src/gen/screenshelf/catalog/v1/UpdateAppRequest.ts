// Original file: catalog.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateAppRequest {
  'id'?: (string);
  'type'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'categoryCodes'?: (string)[];
  'setCategoryCodes'?: (boolean);
  'mau'?: (number | string | Long);
  'iconUrl'?: (string);
  'storeUrl'?: (string);
  'releasedAt'?: (string);
  'description'?: (string);
  'descriptionEn'?: (string);
  '_type'?: "type";
  '_name'?: "name";
  '_nameEn'?: "nameEn";
  '_mau'?: "mau";
  '_iconUrl'?: "iconUrl";
  '_storeUrl'?: "storeUrl";
  '_releasedAt'?: "releasedAt";
  '_description'?: "description";
  '_descriptionEn'?: "descriptionEn";
}

export interface UpdateAppRequest__Output {
  'id': (string);
  'type'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'categoryCodes': (string)[];
  'setCategoryCodes': (boolean);
  'mau'?: (number);
  'iconUrl'?: (string);
  'storeUrl'?: (string);
  'releasedAt'?: (string);
  'description'?: (string);
  'descriptionEn'?: (string);
  '_type'?: "type";
  '_name'?: "name";
  '_nameEn'?: "nameEn";
  '_mau'?: "mau";
  '_iconUrl'?: "iconUrl";
  '_storeUrl'?: "storeUrl";
  '_releasedAt'?: "releasedAt";
  '_description'?: "description";
  '_descriptionEn'?: "descriptionEn";
}
