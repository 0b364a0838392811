// Original file: marketplace.proto


export interface FileInput {
  'key'?: (string);
  'name'?: (string);
}

export interface FileInput__Output {
  'key': (string);
  'name': (string);
}
