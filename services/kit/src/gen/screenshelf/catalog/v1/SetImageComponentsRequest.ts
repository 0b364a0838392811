// Original file: catalog.proto


export interface SetImageComponentsRequest {
  'imageId'?: (string);
  'componentCodes'?: (string)[];
}

export interface SetImageComponentsRequest__Output {
  'imageId': (string);
  'componentCodes': (string)[];
}
