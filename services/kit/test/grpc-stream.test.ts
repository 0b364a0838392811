import pino from 'pino';
import { createGrpcClient, DomainError, startGrpcServer, type PromiseClient, type RunningGrpcServer } from '@screenshelf/kit';
import type { ChatbotClient } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/Chatbot.js';
import type { AnswerChunk__Output } from '@screenshelf/kit/gen/screenshelf/chatbot/v1/AnswerChunk.js';
import { mintCallerToken, FREE_USER } from '@screenshelf/kit/testing';
import { randomBytes } from 'node:crypto';

const SERVICE = 'screenshelf.chatbot.v1.Chatbot';
const SECRET = randomBytes(32).toString('hex');

/** A server-streaming rpc (chatbot.proto AskStream) end to end: the handler's writes in order, the caller's token, an error mid-stream. */
describe('gRPC server streams', () => {
  let server: RunningGrpcServer;
  let client: PromiseClient<ChatbotClient>;
  const tokensSeen: string[] = [];

  beforeAll(async () => {
    server = await startGrpcServer({
      name: 'stream-test',
      port: 0,
      tokenSecret: SECRET,
      logger: pino({ level: 'silent' }),
      services: [
        {
          protoFile: 'chatbot.proto',
          service: SERVICE,
          handlers: {
            Ask: async () => ({}),
            History: async () => ({ data: [], total: 0 }),
            AskStream: async (request: { q: string }, { caller, token }: { caller: { userId: string | null }; token: string }, write: (m: unknown) => void) => {
              tokensSeen.push(token);
              write({ delta: `hello ${caller.userId}` });
              write({ delta: request.q });
              if (request.q === 'fail') throw new DomainError('CHAT_MODEL_UNAVAILABLE', 'the model stopped', 'unavailable');
              write({ answer: { answer: `hello ${request.q}` } });
            },
          },
        },
      ],
    });
    client = createGrpcClient<ChatbotClient>('chatbot.proto', SERVICE, `127.0.0.1:${server.port}`);
  });
  afterAll(async () => {
    client.close();
    await server.stop();
  });

  const collect = async (q: string, token: string) => {
    const chunks: AnswerChunk__Output[] = [];
    for await (const chunk of client.AskStream({ q }, { token })) chunks.push(chunk);
    return chunks;
  };

  it('delivers every message in order to an async iterable, with the caller token as it came', async () => {
    const token = await mintCallerToken(FREE_USER, SECRET);
    const chunks = await collect('there', token);
    expect(chunks.map((c) => c.chunk)).toEqual(['delta', 'delta', 'answer']);
    expect(chunks[0]!.delta).toBe(`hello ${FREE_USER.userId}`);
    expect(chunks[2]!.answer?.answer).toBe('hello there');
    expect(tokensSeen.at(-1)).toBe(token);
  });

  it('ends the stream with the handler’s DomainError after what was written', async () => {
    const token = await mintCallerToken(FREE_USER, SECRET);
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of client.AskStream({ q: 'fail' }, { token })) seen.push(chunk.delta ?? '');
      })(),
    ).rejects.toMatchObject({ errorCode: 'CHAT_MODEL_UNAVAILABLE', kind: 'unavailable' });
    expect(seen).toEqual([`hello ${FREE_USER.userId}`, 'fail']);
  });

  it('refuses a stream without a valid token', async () => {
    await expect(collect('x', 'not-a-token')).rejects.toMatchObject({ errorCode: 'UNAUTHENTICATED' });
  });
});
