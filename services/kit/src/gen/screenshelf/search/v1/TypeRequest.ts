// Original file: search.proto


export interface TypeRequest {
  'type'?: (string);
}

export interface TypeRequest__Output {
  'type': (string);
}
