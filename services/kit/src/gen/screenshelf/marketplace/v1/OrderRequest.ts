// Original file: marketplace.proto


export interface OrderRequest {
  'id'?: (string);
}

export interface OrderRequest__Output {
  'id': (string);
}
