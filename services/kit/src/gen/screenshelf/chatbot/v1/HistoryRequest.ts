// Original file: chatbot.proto


export interface HistoryRequest {
  'limit'?: (number);
  'offset'?: (number);
  'sellerUserId'?: (string);
}

export interface HistoryRequest__Output {
  'limit': (number);
  'offset': (number);
  'sellerUserId': (string);
}
