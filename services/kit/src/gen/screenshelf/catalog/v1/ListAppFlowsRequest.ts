// Original file: catalog.proto


export interface ListAppFlowsRequest {
  'appId'?: (string);
}

export interface ListAppFlowsRequest__Output {
  'appId': (string);
}
