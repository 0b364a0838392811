// Original file: boards.proto


export interface CollectionItemApp {
  'appId'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'type'?: (string);
  'icon'?: (string);
}

export interface CollectionItemApp__Output {
  'appId': (string);
  'name': (string);
  'nameEn': (string);
  'type': (string);
  'icon': (string);
}
