// Original file: catalog.proto


export interface ImportAppsResult {
  'apps'?: (number);
  'images'?: (number);
}

export interface ImportAppsResult__Output {
  'apps': (number);
  'images': (number);
}
