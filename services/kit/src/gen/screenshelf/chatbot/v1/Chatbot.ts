// Original file: chatbot.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { Answer as _screenshelf_chatbot_v1_Answer, Answer__Output as _screenshelf_chatbot_v1_Answer__Output } from '../../../screenshelf/chatbot/v1/Answer.js';
import type { AnswerChunk as _screenshelf_chatbot_v1_AnswerChunk, AnswerChunk__Output as _screenshelf_chatbot_v1_AnswerChunk__Output } from '../../../screenshelf/chatbot/v1/AnswerChunk.js';
import type { AskRequest as _screenshelf_chatbot_v1_AskRequest, AskRequest__Output as _screenshelf_chatbot_v1_AskRequest__Output } from '../../../screenshelf/chatbot/v1/AskRequest.js';
import type { HistoryRequest as _screenshelf_chatbot_v1_HistoryRequest, HistoryRequest__Output as _screenshelf_chatbot_v1_HistoryRequest__Output } from '../../../screenshelf/chatbot/v1/HistoryRequest.js';
import type { HistoryResponse as _screenshelf_chatbot_v1_HistoryResponse, HistoryResponse__Output as _screenshelf_chatbot_v1_HistoryResponse__Output } from '../../../screenshelf/chatbot/v1/HistoryResponse.js';

export interface ChatbotClient extends grpc.Client {
  Ask(argument: _screenshelf_chatbot_v1_AskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  Ask(argument: _screenshelf_chatbot_v1_AskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  Ask(argument: _screenshelf_chatbot_v1_AskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  Ask(argument: _screenshelf_chatbot_v1_AskRequest, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  ask(argument: _screenshelf_chatbot_v1_AskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  ask(argument: _screenshelf_chatbot_v1_AskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  ask(argument: _screenshelf_chatbot_v1_AskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  ask(argument: _screenshelf_chatbot_v1_AskRequest, callback: grpc.requestCallback<_screenshelf_chatbot_v1_Answer__Output>): grpc.ClientUnaryCall;
  
  AskStream(argument: _screenshelf_chatbot_v1_AskRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_chatbot_v1_AnswerChunk__Output>;
  AskStream(argument: _screenshelf_chatbot_v1_AskRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_chatbot_v1_AnswerChunk__Output>;
  askStream(argument: _screenshelf_chatbot_v1_AskRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_chatbot_v1_AnswerChunk__Output>;
  askStream(argument: _screenshelf_chatbot_v1_AskRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_screenshelf_chatbot_v1_AnswerChunk__Output>;
  
  History(argument: _screenshelf_chatbot_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _screenshelf_chatbot_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _screenshelf_chatbot_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  History(argument: _screenshelf_chatbot_v1_HistoryRequest, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _screenshelf_chatbot_v1_HistoryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _screenshelf_chatbot_v1_HistoryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _screenshelf_chatbot_v1_HistoryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  history(argument: _screenshelf_chatbot_v1_HistoryRequest, callback: grpc.requestCallback<_screenshelf_chatbot_v1_HistoryResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ChatbotHandlers extends grpc.UntypedServiceImplementation {
  Ask: grpc.handleUnaryCall<_screenshelf_chatbot_v1_AskRequest__Output, _screenshelf_chatbot_v1_Answer>;
  
  AskStream: grpc.handleServerStreamingCall<_screenshelf_chatbot_v1_AskRequest__Output, _screenshelf_chatbot_v1_AnswerChunk>;
  
  History: grpc.handleUnaryCall<_screenshelf_chatbot_v1_HistoryRequest__Output, _screenshelf_chatbot_v1_HistoryResponse>;
  
}

export interface ChatbotDefinition extends grpc.ServiceDefinition {
  Ask: MethodDefinition<_screenshelf_chatbot_v1_AskRequest, _screenshelf_chatbot_v1_Answer, _screenshelf_chatbot_v1_AskRequest__Output, _screenshelf_chatbot_v1_Answer__Output>
  AskStream: MethodDefinition<_screenshelf_chatbot_v1_AskRequest, _screenshelf_chatbot_v1_AnswerChunk, _screenshelf_chatbot_v1_AskRequest__Output, _screenshelf_chatbot_v1_AnswerChunk__Output>
  History: MethodDefinition<_screenshelf_chatbot_v1_HistoryRequest, _screenshelf_chatbot_v1_HistoryResponse, _screenshelf_chatbot_v1_HistoryRequest__Output, _screenshelf_chatbot_v1_HistoryResponse__Output>
}
