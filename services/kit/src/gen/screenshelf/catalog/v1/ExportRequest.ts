// Original file: catalog.proto


export interface ExportRequest {
  'afterId'?: (string);
  'limit'?: (number);
}

export interface ExportRequest__Output {
  'afterId': (string);
  'limit': (number);
}
