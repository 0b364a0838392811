// Original file: marketplace.proto


export interface PutFileResult {
  'key'?: (string);
  'size'?: (number);
}

export interface PutFileResult__Output {
  'key': (string);
  'size': (number);
}
