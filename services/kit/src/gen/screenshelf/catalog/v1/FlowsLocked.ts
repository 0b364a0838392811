// Original file: catalog.proto


export interface FlowsLocked {
  'count'?: (number);
}

export interface FlowsLocked__Output {
  'count': (number);
}
