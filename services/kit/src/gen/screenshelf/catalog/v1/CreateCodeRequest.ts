// Original file: catalog.proto


export interface CreateCodeRequest {
  'type'?: (string);
  'code'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'description'?: (string);
  'parentCode'?: (string);
  'synonyms'?: (string)[];
}

export interface CreateCodeRequest__Output {
  'type': (string);
  'code': (string);
  'name': (string);
  'nameEn': (string);
  'description': (string);
  'parentCode': (string);
  'synonyms': (string)[];
}
