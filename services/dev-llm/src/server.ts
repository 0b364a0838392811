import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';

/** Words in the last user message that make the model misbehave (tests and demos). */
export const TRIGGERS = {
  /** Adds a sentence citing an item it was not given. */
  unknownCitation: '#cite-unknown',
  /** Cites only items it was not given. */
  onlyUnknown: '#only-unknown',
  /** Answers 503 before a word. */
  down: '#model-down',
} as const;

export const DEV_MODEL = 'dev-llm-1';
/** The marker of an item that does not exist, which dev-llm cites when asked to. */
export const UNKNOWN_MARKER = '[[IMAGE:00000000-0000-0000-0000-00000000dead]]';

interface Message {
  role: string;
  content: string;
}

/** A source line of the system message starts with its marker. */
const SOURCE = /^\[\[[A-Z]+:[^\]\s]+\]\]/;

/**
 * The answer a small, honest model would give: it reads the sources' markers from the system
 * message and cites the first two, in the language the system message asks for.
 */
export function devAnswer(messages: Message[]): string {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  const korean = /Answer in Korean/.test(system);
  const markers = system
    .split('\n')
    .map((line) => SOURCE.exec(line)?.[0])
    .filter((m): m is string => !!m)
    .slice(0, 2);
  if (question.includes(TRIGGERS.onlyUnknown))
    return korean ? `이 화면이 가장 잘 맞습니다 ${UNKNOWN_MARKER}.` : `This screen fits best ${UNKNOWN_MARKER}.`;
  const sentences = markers.length
    ? markers.map((m, i) =>
        korean ? `${i === 0 ? '가장 가까운 예시는' : '다음 예시는'} 이 항목입니다 ${m}.` : `${i === 0 ? 'The closest example is' : 'Another one is'} this item ${m}.`,
      )
    : [korean ? '라이브러리에서 맞는 예시를 찾지 못했습니다.' : 'I found no matching example in the library.'];
  if (question.includes(TRIGGERS.unknownCitation))
    sentences.push(korean ? `이 화면도 참고하세요 ${UNKNOWN_MARKER}.` : `Also see this screen ${UNKNOWN_MARKER}.`);
  return sentences.join(' ');
}

/** The answer in pieces of a few characters, as a model streams tokens. */
const pieces = (text: string) => text.match(/[\s\S]{1,6}/g) ?? [];

export function createDevLlmApp(options: { key?: string } = {}) {
  const app = express();
  app.use(express.json({ limit: '2mb' }));
  const authorised = (req: Request, res: Response) => {
    if (!options.key || req.headers.authorization === `Bearer ${options.key}`) return true;
    res.status(401).json({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    return false;
  };

  app.get('/v1/models', (req, res) => {
    if (!authorised(req, res)) return;
    res.json({ object: 'list', data: [{ id: DEV_MODEL, object: 'model', created: 0, owned_by: 'screenshelf' }] });
  });

  app.post('/v1/chat/completions', (req, res) => {
    if (!authorised(req, res)) return;
    const body = req.body as { model?: string; messages?: Message[]; stream?: boolean };
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      res.status(400).json({ error: { message: "'messages' is required", type: 'invalid_request_error', code: null } });
      return;
    }
    const last = body.messages[body.messages.length - 1]?.content ?? '';
    if (last.includes(TRIGGERS.down)) {
      res.status(503).json({ error: { message: 'The model is overloaded', type: 'server_error', code: null } });
      return;
    }
    const model = body.model || DEV_MODEL;
    const id = `chatcmpl-${Date.now().toString(36)}`;
    const created = Math.floor(Date.now() / 1000);
    const text = devAnswer(body.messages);
    if (!body.stream) {
      res.json({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      });
      return;
    }
    res.status(200).set({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const send = (delta: Record<string, unknown>, finish: string | null) =>
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    send({ role: 'assistant', content: '' }, null);
    for (const piece of pieces(text)) send({ content: piece }, null);
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  });
  return app;
}

export async function startDevLlm(options: { port?: number; host?: string; key?: string } = {}) {
  const app = createDevLlmApp(options);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(options.port ?? 0, options.host ?? '127.0.0.1', (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    /** The base URL a client puts before /chat/completions (CHAT_MODEL_URL). */
    url: `http://127.0.0.1:${port}/v1`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
