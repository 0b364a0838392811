#!/usr/bin/env node
// A cache in front of the embeddings server, for local stacks only (scripts/run-services.mjs runs it
// and points search's EMBEDDINGS_URL at it). The model runs on the CPU the whole machine shares, and
// a fresh namespace (the e2e stage's stack) embeds the same few hundred demo documents again: half
// a second each on two busy cores, minutes in all. Each text's vector is kept under
// .local/cache/embeddings by the SHA-256 of the model, the request's options and the text; only
// texts never seen go to the server. Anything but POST /v1/embeddings is passed through as it is.
//
//   EMBEDDINGS_CACHE_UPSTREAM (the server, default http://127.0.0.1:8092), EMBEDDINGS_CACHE_PORT
//   (default 8096), EMBEDDINGS_CACHE_DIR (default .local/cache/embeddings)
/* global AbortController */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const upstream = (process.env.EMBEDDINGS_CACHE_UPSTREAM ?? 'http://127.0.0.1:8092').replace(/\/+$/, '');
const port = Number(process.env.EMBEDDINGS_CACHE_PORT ?? 8096);
const host = process.env.BIND_HOST ?? '127.0.0.1';
const dir = path.resolve(root, process.env.EMBEDDINGS_CACHE_DIR ?? '.local/cache/embeddings');

const readBody = async (req) => {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** Sends `body` upstream as `req` asked (method, path, the headers that matter) and answers the response. */
function forward(req, body, signal) {
  const headers = {};
  for (const name of ['content-type', 'authorization', 'accept']) if (req.headers[name]) headers[name] = req.headers[name];
  return fetch(upstream + req.url, { method: req.method, headers, body: ['GET', 'HEAD'].includes(req.method) ? undefined : body, signal });
}

async function relay(res, response) {
  res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' });
  res.end(Buffer.from(await response.arrayBuffer()));
}

const write = async (file, text) => {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, text);
  await rename(partial, file);
};

async function embeddings(req, res, raw, signal) {
  let request;
  try {
    request = JSON.parse(raw.toString('utf8'));
  } catch {
    return relay(res, await forward(req, raw, signal));
  }
  const single = typeof request.input === 'string';
  const texts = single ? [request.input] : request.input;
  if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) return relay(res, await forward(req, raw, signal));
  // Everything in the request that shapes a vector, besides the text.
  const { input: _input, user: _user, ...options } = request;
  const settings = JSON.stringify(Object.entries(options).sort(([a], [b]) => a.localeCompare(b)));
  const fileOf = (text) => path.join(dir, `${createHash('sha256').update(settings).update('\0').update(text).digest('hex')}.json`);
  const vectors = await Promise.all(texts.map((text) => readFile(fileOf(text), 'utf8').then(JSON.parse, () => undefined)));
  const missing = [...new Set(texts.filter((_, i) => vectors[i] === undefined))];
  let model = request.model;
  let usage = { prompt_tokens: 0, total_tokens: 0 };
  if (missing.length) {
    const response = await forward(req, JSON.stringify({ ...request, input: missing }), signal);
    if (!response.ok) return relay(res, response);
    const answer = await response.json();
    const data = [...(answer.data ?? [])].sort((a, b) => a.index - b.index);
    if (data.length !== missing.length || !data.every((d) => Array.isArray(d.embedding))) {
      res.writeHead(502, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: `the embeddings server answered ${data.length} vectors for ${missing.length} texts` } }));
    }
    model = answer.model ?? model;
    usage = answer.usage ?? usage;
    await mkdir(dir, { recursive: true });
    const fresh = new Map(missing.map((text, i) => [text, data[i].embedding]));
    await Promise.all([...fresh].map(([text, vector]) => write(fileOf(text), JSON.stringify(vector))));
    texts.forEach((text, i) => (vectors[i] ??= fresh.get(text)));
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ object: 'list', data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })), model, usage }));
}

const server = createServer((req, res) => {
  // A caller that gives up (its time-out) cancels the request upstream too.
  const aborted = new AbortController();
  res.once('close', () => res.writableFinished || aborted.abort());
  readBody(req)
    .then((raw) => (req.method === 'POST' && req.url.split('?')[0] === '/v1/embeddings' ? embeddings(req, res, raw, aborted.signal) : forward(req, raw, aborted.signal).then((r) => relay(res, r))))
    .catch((error) => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `embeddings cache: ${error.message}` } }));
    });
});
server.listen(port, host, () => console.log(`embeddings cache on http://${host}:${port} in front of ${upstream} (${path.relative(root, dir)})`));
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
