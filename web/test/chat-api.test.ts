import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { ApiError, setRequestLang } from '../src/shared/api';
import { askStreaming } from '../src/features/chat/api';

const ANSWER = {
  answer: 'Here [1].',
  citations: [{ type: 'IMAGE', id: 'i1', title: 'Toss', image: '/uploads/i1.png', link: '/apps/a1?image=i1', appId: 'a1' }],
  conversationId: 'c1',
  questionId: '',
  answeredBy: 'composer',
  model: '',
  lang: 'en',
  locked: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A server-sent events answer whose bytes arrive in the pieces given (cut anywhere). */
const streamOf = (pieces: string[], status = 200) =>
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(
      new ReadableStream({
        start(controller) {
          for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
          controller.close();
        },
      }),
      { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
    ),
  );

afterEach(() => {
  jest.restoreAllMocks();
  setRequestLang(undefined);
});

describe('askStreaming', () => {
  test('asks for server-sent events and hands each delta on, however the bytes are cut, then the answer', async () => {
    const events = `event: delta\ndata: {"text":"Here "}\n\nevent: delta\ndata: {"text":"[1]."}\n\nevent: answer\ndata: ${JSON.stringify({ data: ANSWER })}\n\n`;
    const fetch = streamOf(events.match(/[\s\S]{1,7}/g)!);
    setRequestLang('en');
    const deltas: string[] = [];
    const answer = await askStreaming({ q: 'toss screens', conversationId: 'c0' }, (d) => deltas.push(d));
    expect(deltas).toEqual(['Here ', '[1].']);
    expect(answer).toEqual(ANSWER);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/v2/chatbot?lang=en&q=toss+screens&conversationId=c0');
    expect(new Headers(init?.headers).get('accept')).toBe('text/event-stream');
  });

  test('throws the gateway’s refusal before the stream, and an error event after it started, as ApiErrors', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"errorCode":"VALIDATION_ERROR","msg":"bad q"}', { status: 400, headers: { 'content-type': 'application/json' } }),
    );
    await expect(askStreaming({ q: 'x' }, () => undefined)).rejects.toMatchObject({ errorCode: 'VALIDATION_ERROR', status: 400, serverMsg: 'bad q' });

    jest.restoreAllMocks();
    streamOf(['event: delta\ndata: {"text":"Hi"}\n\n', 'event: error\ndata: {"errorCode":"CHAT_MODEL_UNAVAILABLE","msg":"stopped"}\n\n']);
    const error = await askStreaming({ q: 'x' }, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'CHAT_MODEL_UNAVAILABLE', serverMsg: 'stopped' });
  });
});
