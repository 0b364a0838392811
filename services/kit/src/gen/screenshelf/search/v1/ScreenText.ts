// Original file: search.proto


export interface ScreenText {
  'imageId'?: (string);
  'text'?: (string);
}

export interface ScreenText__Output {
  'imageId': (string);
  'text': (string);
}
