import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@screenshelf/kit';
import { embeddingsClient } from '../src/embeddings.js';

// The embeddings port against a small OpenAI-compatible server on a free port: batching, the
// e5 role, the key, time-outs and the circuit breaker.
describe('the embeddings client (OpenAI-compatible /v1/embeddings)', () => {
  const logger = createLogger('test', 'silent');
  let server: Server;
  let url = '';
  const requests: { body: { input: string[]; input_type: string; model: string }; authorization?: string }[] = [];
  let behaviour: 'ok' | 'hang' | 'down' | 'wrong-dims' = 'ok';
  // Answers held open by a hanging server, ended when the test is over.
  const held: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw);
        requests.push({ body, authorization: req.headers.authorization });
        if (behaviour === 'hang') return void held.push(res);
        if (behaviour === 'down') return void res.writeHead(503).end('{}');
        const dims = behaviour === 'wrong-dims' ? 3 : 4;
        const data = (body.input as string[]).map((text, index) => ({ index, embedding: Array.from({ length: dims }, (_, i) => text.length + i) }));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: data.reverse(), model: 'm' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    for (const res of held.splice(0)) res.end('{}');
  });
  beforeEach(() => {
    requests.length = 0;
    behaviour = 'ok';
  });

  const client = (options: Partial<Parameters<typeof embeddingsClient>[0]> = {}) =>
    embeddingsClient({ url, model: 'e5', dims: 4, batch: 2, timeoutMs: 10_000, logger, ...options });

  it('sends texts in batches with their role and model, and answers the vectors in order', async () => {
    const vectors = await client({ apiKey: 'secret-key' }).embed(['a', 'bb', 'ccc'], 'passage');
    expect(vectors.map((v) => v[0])).toEqual([1, 2, 3]);
    expect(requests.map((r) => r.body.input)).toEqual([['a', 'bb'], ['ccc']]);
    expect(requests[0]!.body).toMatchObject({ input_type: 'passage', model: 'e5' });
    expect(requests[0]!.authorization).toBe('Bearer secret-key');
    await client().embed(['q'], 'query');
    expect(requests.at(-1)!.body.input_type).toBe('query');
    expect(requests.at(-1)!.authorization).toBeUndefined();
  });

  it('gives up after its time-out (a question sooner than a batch), then fails at once while the circuit is open', async () => {
    behaviour = 'hang';
    const slow = client({ timeoutMs: 2000, queryTimeoutMs: 100 });
    await expect(slow.embed(['q'], 'query')).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    const seen = requests.length;
    await expect(slow.embed(['q'], 'query')).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    expect(requests.length).toBe(seen); // the breaker answered without asking the server
  });

  it('treats a 5xx or an unreachable server as unavailable, and refuses vectors of another size', async () => {
    behaviour = 'down';
    await expect(client().embed(['x'], 'passage')).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    await expect(client({ url: 'http://127.0.0.1:1' }).embed(['x'], 'passage')).rejects.toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
    behaviour = 'wrong-dims';
    await expect(client().embed(['x'], 'passage')).rejects.toThrow(/3 dimensions; EMBEDDINGS_DIMS is 4/);
  });
});
