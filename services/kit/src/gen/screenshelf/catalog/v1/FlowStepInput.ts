// Original file: catalog.proto


export interface FlowStepInput {
  'imageId'?: (string);
  'label'?: (string);
  'labelEn'?: (string);
}

export interface FlowStepInput__Output {
  'imageId': (string);
  'label': (string);
  'labelEn': (string);
}
