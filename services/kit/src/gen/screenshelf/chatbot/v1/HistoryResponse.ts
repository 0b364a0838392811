// Original file: chatbot.proto

import type { HistoryItem as _screenshelf_chatbot_v1_HistoryItem, HistoryItem__Output as _screenshelf_chatbot_v1_HistoryItem__Output } from '../../../screenshelf/chatbot/v1/HistoryItem.js';

export interface HistoryResponse {
  'data'?: (_screenshelf_chatbot_v1_HistoryItem)[];
  'total'?: (number);
}

export interface HistoryResponse__Output {
  'data': (_screenshelf_chatbot_v1_HistoryItem__Output)[];
  'total': (number);
}
