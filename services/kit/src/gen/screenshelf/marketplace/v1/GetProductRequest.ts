// Original file: marketplace.proto


export interface GetProductRequest {
  'id'?: (string);
  'type'?: (string);
}

export interface GetProductRequest__Output {
  'id': (string);
  'type': (string);
}
