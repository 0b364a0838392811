import type { ChatMessage } from './domain/prompt.js';

/** The chat-model port: a model's answer to the messages, streamed as text deltas. */
export interface ChatModel {
  /** The model's name (answer.model). */
  name: string;
  stream(messages: ChatMessage[]): AsyncIterable<string>;
}

/** A model that could not answer (unreachable, refused, malformed stream). */
export class ChatModelError extends Error {
  override name = 'ChatModelError';
}

/**
 * An OpenAI-compatible chat-completions endpoint (`POST <url>/chat/completions`, `stream: true`):
 * OpenAI, or any server that speaks its API (vLLM, Ollama, LiteLLM; services/dev-llm locally).
 * Server-sent events are read as they come: `data: {choices:[{delta:{content}}]}` … `data: [DONE]`.
 */
export function openAiChatModel(options: { url: string; key: string; model: string; timeoutMs: number }): ChatModel {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: options.model,
    async *stream(messages) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          },
          body: JSON.stringify({ model: options.model, messages, stream: true, temperature: 0.2 }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new ChatModelError(`the chat model is unreachable: ${(error as Error).message}`);
      }
      if (!response.ok || !response.body) {
        throw new ChatModelError(`the chat model answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200)}`);
      }
      let buffer = '';
      try {
        for await (const piece of response.body.pipeThrough(new TextDecoderStream())) {
          buffer += piece;
          let end: number;
          while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
            const data = event
              .split(/\r?\n/)
              .filter((line) => line.startsWith('data:'))
              .map((line) => line.slice(5).trimStart())
              .join('\n');
            if (!data) continue;
            if (data === '[DONE]') return;
            const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
            const content = chunk.choices?.[0]?.delta?.content;
            if (content) yield content;
          }
        }
      } catch (error) {
        throw error instanceof ChatModelError ? error : new ChatModelError(`the chat model's stream broke: ${(error as Error).message}`);
      }
    },
  };
}
