// Original file: catalog.proto


export interface ContentInput {
  'id'?: (string);
  'title'?: (string);
  'description'?: (string);
  'body'?: (string);
  'image'?: (string);
  'linkUrl'?: (string);
  'isSelfPublished'?: (boolean);
  'categoryCodes'?: (string)[];
  'patternCodes'?: (string)[];
  'appId'?: (string);
}

export interface ContentInput__Output {
  'id': (string);
  'title': (string);
  'description': (string);
  'body': (string);
  'image': (string);
  'linkUrl': (string);
  'isSelfPublished': (boolean);
  'categoryCodes': (string)[];
  'patternCodes': (string)[];
  'appId': (string);
}
