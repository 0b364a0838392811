// Original file: search.proto


export interface ScreenTextsRequest {
  'imageIds'?: (string)[];
}

export interface ScreenTextsRequest__Output {
  'imageIds': (string)[];
}
