// Original file: search.proto


export interface LibraryStatsResponse {
  'apps'?: (number);
  'websites'?: (number);
  'screens'?: (number);
  'patterns'?: (number);
  'updatedAt'?: (string);
}

export interface LibraryStatsResponse__Output {
  'apps': (number);
  'websites': (number);
  'screens': (number);
  'patterns': (number);
  'updatedAt': (string);
}
