// Original file: chatbot.proto


export interface Citation {
  'type'?: (string);
  'id'?: (string);
  'title'?: (string);
  'image'?: (string);
  'link'?: (string);
  'appId'?: (string);
}

export interface Citation__Output {
  'type': (string);
  'id': (string);
  'title': (string);
  'image': (string);
  'link': (string);
  'appId': (string);
}
