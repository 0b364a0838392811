// Original file: marketplace.proto


export interface DeleteProductResult {
  'id'?: (string);
  'erased'?: (boolean);
}

export interface DeleteProductResult__Output {
  'id': (string);
  'erased': (boolean);
}
