// Original file: events/activity_view.proto


export interface ViewEvent {
  'itemType'?: (string);
  'itemId'?: (string);
  'viewedAt'?: (string);
  'userId'?: (string);
}

export interface ViewEvent__Output {
  'itemType': (string);
  'itemId': (string);
  'viewedAt': (string);
  'userId': (string);
}
