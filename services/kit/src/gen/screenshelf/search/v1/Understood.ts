// Original file: search.proto


export interface Understood {
  'type'?: (string);
  'code'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'text'?: (string);
}

export interface Understood__Output {
  'type': (string);
  'code': (string);
  'name': (string);
  'nameEn': (string);
  'text': (string);
}
