// Original file: membership.proto


export interface MethodRequest {
  'id'?: (string);
}

export interface MethodRequest__Output {
  'id': (string);
}
