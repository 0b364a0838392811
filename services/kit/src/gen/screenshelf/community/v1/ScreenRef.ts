// Original file: community.proto


export interface ScreenRef {
  'appId'?: (string);
  'imageId'?: (string);
}

export interface ScreenRef__Output {
  'appId': (string);
  'imageId': (string);
}
