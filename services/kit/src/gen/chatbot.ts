import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Answer as _screenshelf_chatbot_v1_Answer, Answer__Output as _screenshelf_chatbot_v1_Answer__Output } from './screenshelf/chatbot/v1/Answer.js';
import type { AnswerChunk as _screenshelf_chatbot_v1_AnswerChunk, AnswerChunk__Output as _screenshelf_chatbot_v1_AnswerChunk__Output } from './screenshelf/chatbot/v1/AnswerChunk.js';
import type { AskRequest as _screenshelf_chatbot_v1_AskRequest, AskRequest__Output as _screenshelf_chatbot_v1_AskRequest__Output } from './screenshelf/chatbot/v1/AskRequest.js';
import type { ChatbotClient as _screenshelf_chatbot_v1_ChatbotClient, ChatbotDefinition as _screenshelf_chatbot_v1_ChatbotDefinition } from './screenshelf/chatbot/v1/Chatbot.js';
import type { Citation as _screenshelf_chatbot_v1_Citation, Citation__Output as _screenshelf_chatbot_v1_Citation__Output } from './screenshelf/chatbot/v1/Citation.js';
import type { HistoryItem as _screenshelf_chatbot_v1_HistoryItem, HistoryItem__Output as _screenshelf_chatbot_v1_HistoryItem__Output } from './screenshelf/chatbot/v1/HistoryItem.js';
import type { HistoryRequest as _screenshelf_chatbot_v1_HistoryRequest, HistoryRequest__Output as _screenshelf_chatbot_v1_HistoryRequest__Output } from './screenshelf/chatbot/v1/HistoryRequest.js';
import type { HistoryResponse as _screenshelf_chatbot_v1_HistoryResponse, HistoryResponse__Output as _screenshelf_chatbot_v1_HistoryResponse__Output } from './screenshelf/chatbot/v1/HistoryResponse.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  screenshelf: {
    chatbot: {
      v1: {
        Answer: MessageTypeDefinition<_screenshelf_chatbot_v1_Answer, _screenshelf_chatbot_v1_Answer__Output>
        AnswerChunk: MessageTypeDefinition<_screenshelf_chatbot_v1_AnswerChunk, _screenshelf_chatbot_v1_AnswerChunk__Output>
        AskRequest: MessageTypeDefinition<_screenshelf_chatbot_v1_AskRequest, _screenshelf_chatbot_v1_AskRequest__Output>
        Chatbot: SubtypeConstructor<typeof grpc.Client, _screenshelf_chatbot_v1_ChatbotClient> & { service: _screenshelf_chatbot_v1_ChatbotDefinition }
        Citation: MessageTypeDefinition<_screenshelf_chatbot_v1_Citation, _screenshelf_chatbot_v1_Citation__Output>
        HistoryItem: MessageTypeDefinition<_screenshelf_chatbot_v1_HistoryItem, _screenshelf_chatbot_v1_HistoryItem__Output>
        HistoryRequest: MessageTypeDefinition<_screenshelf_chatbot_v1_HistoryRequest, _screenshelf_chatbot_v1_HistoryRequest__Output>
        HistoryResponse: MessageTypeDefinition<_screenshelf_chatbot_v1_HistoryResponse, _screenshelf_chatbot_v1_HistoryResponse__Output>
      }
    }
  }
}

