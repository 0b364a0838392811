import { asking } from './ask.js';
import type { ChatbotDeps } from './deps.js';
import { history } from './history.js';

export type { ChatbotDeps } from './deps.js';

/** The chatbot's use cases: asking (streamed or whole) and the history. */
export function chatbotActions(deps: ChatbotDeps) {
  return { ...asking(deps), ...history(deps) };
}
export type ChatbotActions = ReturnType<typeof chatbotActions>;
