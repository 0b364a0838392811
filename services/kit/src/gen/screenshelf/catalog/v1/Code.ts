// Original file: catalog.proto


export interface Code {
  'type'?: (string);
  'code'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'description'?: (string);
  'parentCode'?: (string);
  'sort'?: (number);
  'synonyms'?: (string)[];
}

export interface Code__Output {
  'type': (string);
  'code': (string);
  'name': (string);
  'nameEn': (string);
  'description': (string);
  'parentCode': (string);
  'sort': (number);
  'synonyms': (string)[];
}
