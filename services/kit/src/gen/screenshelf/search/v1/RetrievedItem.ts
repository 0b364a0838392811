// Original file: search.proto


export interface RetrievedItem {
  'kind'?: (string);
  'id'?: (string);
  'title'?: (string);
  'titleEn'?: (string);
  'image'?: (string);
  'link'?: (string);
  'appId'?: (string);
  'snippet'?: (string);
  'score'?: (number | string);
  'matchedBy'?: (string);
  'patternCode'?: (string);
  'componentCodes'?: (string)[];
  'snippetEn'?: (string);
}

export interface RetrievedItem__Output {
  'kind': (string);
  'id': (string);
  'title': (string);
  'titleEn': (string);
  'image': (string);
  'link': (string);
  'appId': (string);
  'snippet': (string);
  'score': (number);
  'matchedBy': (string);
  'patternCode': (string);
  'componentCodes': (string)[];
  'snippetEn': (string);
}
