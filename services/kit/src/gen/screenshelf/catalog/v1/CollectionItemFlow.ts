// Original file: boards.proto


export interface CollectionItemFlow {
  'flowId'?: (string);
  'name'?: (string);
  'nameEn'?: (string);
  'stepCount'?: (number);
  'images'?: (string)[];
  'appId'?: (string);
}

export interface CollectionItemFlow__Output {
  'flowId': (string);
  'name': (string);
  'nameEn': (string);
  'stepCount': (number);
  'images': (string)[];
  'appId': (string);
}
