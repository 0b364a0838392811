// Original file: events/catalog_app.proto


export interface CodeSnapshot {
  'type'?: (string);
  'code'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'description'?: (string);
  'parentCode'?: (string);
  'sort'?: (number);
  'synonyms'?: (string)[];
}

export interface CodeSnapshot__Output {
  'type': (string);
  'code': (string);
  'name': (string);
  'nameEn': (string);
  'description': (string);
  'parentCode': (string);
  'sort': (number);
  'synonyms': (string)[];
}
