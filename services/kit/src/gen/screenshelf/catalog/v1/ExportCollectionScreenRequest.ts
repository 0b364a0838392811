// Original file: boards.proto


export interface ExportCollectionScreenRequest {
  'collectionId'?: (string);
  'imageId'?: (string);
}

export interface ExportCollectionScreenRequest__Output {
  'collectionId': (string);
  'imageId': (string);
}
