// Original file: search.proto


export interface AdmitViewResponse {
  'counted'?: (boolean);
}

export interface AdmitViewResponse__Output {
  'counted': (boolean);
}
