// Original file: community.proto


export interface Author {
  'id'?: (string);
  'name'?: (string);
  'image'?: (string);
}

export interface Author__Output {
  'id': (string);
  'name': (string);
  'image': (string);
}
