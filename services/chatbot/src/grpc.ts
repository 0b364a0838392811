import type { AsyncHandlers } from '@screenshelf/kit';
import type { ChatbotHandlers } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/Chatbot.js';
import type { ChatbotActions } from './use-cases/index.js';

/** The Chatbot gRPC service: Ask and AskStream call search.Retrieve with the caller's own token. */
export function chatbotHandlers(actions: ChatbotActions): AsyncHandlers<ChatbotHandlers> {
  return {
    Ask: (request, { caller, token }) => actions.ask(caller, token, request),
    AskStream: async (request, { caller, token }, write) => {
      for await (const chunk of actions.askStream(caller, token, request)) write(chunk);
    },
    History: (request, { caller }) => actions.listHistory(caller, request),
  };
}
