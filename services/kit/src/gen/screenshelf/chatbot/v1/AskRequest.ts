// Original file: chatbot.proto


export interface AskRequest {
  'q'?: (string);
  'conversationId'?: (string);
  'lang'?: (string);
}

export interface AskRequest__Output {
  'q': (string);
  'conversationId': (string);
  'lang': (string);
}
