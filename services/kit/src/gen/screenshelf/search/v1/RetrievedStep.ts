// Original file: search.proto


export interface RetrievedStep {
  'imageId'?: (string);
  'image'?: (string);
  'label'?: (string);
  'labelEn'?: (string);
  'text'?: (string);
}

export interface RetrievedStep__Output {
  'imageId': (string);
  'image': (string);
  'label': (string);
  'labelEn': (string);
  'text': (string);
}
