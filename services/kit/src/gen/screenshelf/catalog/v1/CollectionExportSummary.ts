// Original file: boards.proto


export interface CollectionExportSummary {
  'name'?: (string);
  'itemCount'?: (number);
  'lockedCount'?: (number);
}

export interface CollectionExportSummary__Output {
  'name': (string);
  'itemCount': (number);
  'lockedCount': (number);
}
