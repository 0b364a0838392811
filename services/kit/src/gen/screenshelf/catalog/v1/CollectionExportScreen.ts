// Original file: boards.proto


export interface CollectionExportScreen {
  'imageId'?: (string);
  'patternName'?: (string);
  'patternCode'?: (string);
  'label'?: (string);
  'labelEn'?: (string);
}

export interface CollectionExportScreen__Output {
  'imageId': (string);
  'patternName': (string);
  'patternCode': (string);
  'label': (string);
  'labelEn': (string);
}
