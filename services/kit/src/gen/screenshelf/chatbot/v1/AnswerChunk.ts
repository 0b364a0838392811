// Original file: chatbot.proto

import type { Answer as _screenshelf_chatbot_v1_Answer, Answer__Output as _screenshelf_chatbot_v1_Answer__Output } from '../../../screenshelf/chatbot/v1/Answer.js';

export interface AnswerChunk {
  'delta'?: (string);
  'answer'?: (_screenshelf_chatbot_v1_Answer | null);
  'chunk'?: "delta"|"answer";
}

export interface AnswerChunk__Output {
  'delta'?: (string);
  'answer'?: (_screenshelf_chatbot_v1_Answer__Output | null);
  'chunk'?: "delta"|"answer";
}
