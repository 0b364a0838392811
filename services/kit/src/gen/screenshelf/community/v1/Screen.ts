// Original file: community.proto


export interface Screen {
  'imageId'?: (string);
  'appId'?: (string);
  'image'?: (string);
  'appName'?: (string);
  'appNameEn'?: (string);
  'patternName'?: (string);
  'locked'?: (boolean);
  'missing'?: (boolean);
}

export interface Screen__Output {
  'imageId': (string);
  'appId': (string);
  'image': (string);
  'appName': (string);
  'appNameEn': (string);
  'patternName': (string);
  'locked': (boolean);
  'missing': (boolean);
}
