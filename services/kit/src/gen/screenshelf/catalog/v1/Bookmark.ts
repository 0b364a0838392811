// Original file: catalog.proto


export interface Bookmark {
  'id'?: (string);
  'userId'?: (string);
  'targetType'?: (string);
  'targetId'?: (string);
  'createdAt'?: (string);
  'appId'?: (string);
  'appName'?: (string);
  'appType'?: (string);
  'patternName'?: (string);
  'patternCode'?: (string);
  'image'?: (string);
  'imageId'?: (string);
  'updatedAt'?: (string);
}

export interface Bookmark__Output {
  'id': (string);
  'userId': (string);
  'targetType': (string);
  'targetId': (string);
  'createdAt': (string);
  'appId': (string);
  'appName': (string);
  'appType': (string);
  'patternName': (string);
  'patternCode': (string);
  'image': (string);
  'imageId': (string);
  'updatedAt': (string);
}
