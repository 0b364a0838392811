// Original file: chatbot.proto

import type { Answer as _screenshelf_chatbot_v1_Answer, Answer__Output as _screenshelf_chatbot_v1_Answer__Output } from '../../../screenshelf/chatbot/v1/Answer.js';

export interface HistoryItem {
  'questionId'?: (string);
  'conversationId'?: (string);
  'q'?: (string);
  'answer'?: (_screenshelf_chatbot_v1_Answer | null);
  'createdAt'?: (string);
  '_conversationId'?: "conversationId";
}

export interface HistoryItem__Output {
  'questionId': (string);
  'conversationId'?: (string);
  'q': (string);
  'answer': (_screenshelf_chatbot_v1_Answer__Output | null);
  'createdAt': (string);
  '_conversationId'?: "conversationId";
}
