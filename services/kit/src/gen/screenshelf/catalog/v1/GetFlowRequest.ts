// Original file: catalog.proto


export interface GetFlowRequest {
  'id'?: (string);
}

export interface GetFlowRequest__Output {
  'id': (string);
}
