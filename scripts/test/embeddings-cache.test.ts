// Local stacks reach the embeddings server through scripts/embeddings-cache.mjs: it must answer
// exactly what the server would (order, duplicates, the role), ask it only for texts never seen,
// and pass its refusals on, so search behaves as it does against the server itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@screenshelf/kit/testing';
import { freePort } from '@screenshelf/kit/ports';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../embeddings-cache.mjs');

describe('the embeddings cache of local stacks (scripts/embeddings-cache.mjs)', () => {
  let upstream: Server;
  let cache: ChildProcess;
  let dir: string;
  let url: string;
  const asked: { input: string[]; input_type: string }[] = [];
  // A vector from the text and the role, so a mix-up shows.
  const vectorOf = (text: string, role: string) => [text.length, role === 'query' ? 1 : 0, text.charCodeAt(0)];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.url === '/health') return res.end('ok');
        const request = JSON.parse(body);
        if (request.input.includes('refused')) {
          res.writeHead(400, { 'content-type': 'application/json' });
          return res.end('{"error":"no"}');
        }
        asked.push({ input: request.input, input_type: request.input_type });
        res.writeHead(200, { 'content-type': 'application/json' });
        // Answered out of order, as the API allows (each item names its index).
        const data = request.input.map((text: string, index: number) => ({ object: 'embedding', index, embedding: vectorOf(text, request.input_type) })).reverse();
        res.end(JSON.stringify({ object: 'list', data, model: request.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    dir = mkdtempSync(path.join(tmpdir(), 'embeddings-cache-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    cache = spawn(process.execPath, [script], {
      env: { ...process.env, EMBEDDINGS_CACHE_UPSTREAM: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, EMBEDDINGS_CACHE_PORT: String(port), EMBEDDINGS_CACHE_DIR: dir },
      stdio: 'ignore',
    });
    await waitFor(async () => (await fetch(`${url}/health`)).ok, 30_000, 100);
  });
  afterAll(async () => {
    cache.kill('SIGTERM');
    await new Promise((resolve) => cache.once('exit', resolve));
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const embed = async (input: string[] | string, role = 'passage') => {
    const res = await fetch(`${url}/v1/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', input, input_type: role, encoding_format: 'float' }),
    });
    return { status: res.status, body: await res.json() };
  };

  it('answers every text in order, asking the server only for the ones it has not seen', async () => {
    asked.length = 0;
    const first = await embed(['a', 'bb', 'a']);
    expect(first.body.data.map((d: { index: number; embedding: number[] }) => [d.index, d.embedding])).toEqual([
      [0, vectorOf('a', 'passage')],
      [1, vectorOf('bb', 'passage')],
      [2, vectorOf('a', 'passage')],
    ]);
    expect(first.body.model).toBe('m');
    const second = await embed(['bb', 'ccc']);
    expect(second.body.data.map((d: { embedding: number[] }) => d.embedding)).toEqual([vectorOf('bb', 'passage'), vectorOf('ccc', 'passage')]);
    // A question is another request than a passage of the same text.
    expect((await embed('a', 'query')).body.data[0].embedding).toEqual(vectorOf('a', 'query'));
    expect(asked).toEqual([
      { input: ['a', 'bb'], input_type: 'passage' },
      { input: ['ccc'], input_type: 'passage' },
      { input: ['a'], input_type: 'query' },
    ]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(4);
  });

  it('passes the server’s refusal on, keeping nothing, and anything else through', async () => {
    const before = readdirSync(dir).length;
    expect((await embed(['refused'])).status).toBe(400);
    expect(readdirSync(dir)).toHaveLength(before);
    expect(await (await fetch(`${url}/health`)).text()).toBe('ok');
  });
});
