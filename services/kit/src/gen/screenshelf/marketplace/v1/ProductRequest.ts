// Original file: marketplace.proto


export interface ProductRequest {
  'id'?: (string);
}

export interface ProductRequest__Output {
  'id': (string);
}
