// Original file: chatbot.proto

import type { Citation as _screenshelf_chatbot_v1_Citation, Citation__Output as _screenshelf_chatbot_v1_Citation__Output } from '../../../screenshelf/chatbot/v1/Citation.js';

export interface Answer {
  'answer'?: (string);
  'citations'?: (_screenshelf_chatbot_v1_Citation)[];
  'conversationId'?: (string);
  'questionId'?: (string);
  'answeredBy'?: (string);
  'model'?: (string);
  'lang'?: (string);
  'locked'?: (number);
  'createdAt'?: (string);
  '_conversationId'?: "conversationId";
}

export interface Answer__Output {
  'answer': (string);
  'citations': (_screenshelf_chatbot_v1_Citation__Output)[];
  'conversationId'?: (string);
  'questionId': (string);
  'answeredBy': (string);
  'model': (string);
  'lang': (string);
  'locked': (number);
  'createdAt': (string);
  '_conversationId'?: "conversationId";
}
