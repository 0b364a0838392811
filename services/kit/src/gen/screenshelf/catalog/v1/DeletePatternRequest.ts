// Original file: catalog.proto


export interface DeletePatternRequest {
  'appId'?: (string);
  'patternName'?: (string);
  'imageUrl'?: (string);
}

export interface DeletePatternRequest__Output {
  'appId': (string);
  'patternName': (string);
  'imageUrl': (string);
}
