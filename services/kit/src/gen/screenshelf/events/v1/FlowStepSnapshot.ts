// Original file: events/catalog_app.proto


export interface FlowStepSnapshot {
  'imageId'?: (string);
  'label'?: (string);
  'labelEn'?: (string);
}

export interface FlowStepSnapshot__Output {
  'imageId': (string);
  'label': (string);
  'labelEn': (string);
}
