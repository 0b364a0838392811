// Original file: catalog.proto


export interface ListCodesRequest {
  'type'?: (string);
}

export interface ListCodesRequest__Output {
  'type': (string);
}
