// Original file: search.proto


export interface Locked {
  'apps'?: (number);
  'screens'?: (number);
  'previews'?: (string)[];
}

export interface Locked__Output {
  'apps': (number);
  'screens': (number);
  'previews': (string)[];
}
