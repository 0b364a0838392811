// Original file: search.proto


export interface Thumbnail {
  'width'?: (number);
  'url'?: (string);
}

export interface Thumbnail__Output {
  'width': (number);
  'url': (string);
}
