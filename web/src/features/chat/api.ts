import { useQuery } from '@tanstack/react-query';
import { ApiError, call, operationPath, toApiError, withParams, type Answer, type DataOf, type Schema } from '../../shared/api';
import { operationRoutes } from '../../shared/operations';

export type ChatAnswer = DataOf<'askChatbot'>;
export type ChatCitation = Schema<'ChatCitation'>;
export type ChatHistory = Answer<'listChatHistory'>;

/**
 * Asks the assistant with `Accept: text/event-stream` and reads the server-sent events as they come:
 * `onDelta` gets each piece of checked text; the promise gives the final answer (whose text is the
 * one to keep). A refusal before the stream starts is the gateway's `{errorCode, msg}` as an ApiError.
 */
export async function askStreaming(
  question: { q: string; conversationId?: string },
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ChatAnswer> {
  // A stream, so fetch itself rather than call(); the address and deadline are still the table's.
  const signals = [signal, AbortSignal.timeout(operationRoutes.askChatbot.timeoutMs)].filter((s): s is AbortSignal => !!s);
  const response = await fetch(withParams(operationPath('askChatbot'), { q: question.q, conversationId: question.conversationId || undefined }), {
    headers: { accept: 'text/event-stream' },
    credentials: 'same-origin',
    signal: AbortSignal.any(signals),
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body || !/text\/event-stream/.test(response.headers.get('content-type') ?? '')) {
    // A proxy that answered the whole JSON instead.
    return ((await response.json()) as { data: ChatAnswer }).data;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const payload = JSON.parse(data) as { text?: string; data?: ChatAnswer; errorCode?: string; msg?: string };
      if (event === 'delta' && payload.text) onDelta(payload.text);
      else if (event === 'answer' && payload.data) return payload.data;
      else if (event === 'error') throw new ApiError(payload.errorCode ?? 'UNKNOWN_ERROR', 200, payload.msg);
    }
  }
  throw new ApiError('UNKNOWN_ERROR', 0);
}

export const chatHistoryKey = ['chat', 'history'] as const;

/** The signed-in caller's latest questions and answers (GET /api/v2/chatbot/history). */
export function useChatHistory(enabled: boolean) {
  return useQuery({
    queryKey: chatHistoryKey,
    queryFn: () => call('listChatHistory', { query: { limit: 20 } }),
    enabled,
    staleTime: 0,
  });
}
