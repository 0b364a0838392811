// Original file: catalog.proto


export interface ImageInput {
  'url'?: (string);
  'componentCodes'?: (string)[];
  'order'?: (number);
  'colors'?: (string)[];
}

export interface ImageInput__Output {
  'url': (string);
  'componentCodes': (string)[];
  'order': (number);
  'colors': (string)[];
}
