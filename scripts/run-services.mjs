#!/usr/bin/env node
// Runs every service and the gateway from their builds, restarts any that exits, loads a little demo
// data once, prints the URL when everything answers, and stops them all on Ctrl-C (SIGINT) or SIGTERM.
// It runs what `npm run build` left in dist/ and web/dist (npm start builds first; the e2e stage
// starts this directly after npm test's build), so it refuses sources newer than their build rather
// than serve stale code. It refuses a port already taken too: otherwise its gateway would fail to
// bind while the health check below found another stack on that port and seeded it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, stackNamespaceEnv } from './stack-namespace.mjs';
import { supervise } from './supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['dev-oidc', 'identity', 'catalog', 'search', 'dev-payments', 'dev-smtp', 'membership', 'marketplace', 'chatbot', 'community', 'gateway'];

/** The newest modification time under `dir` (0 when it is missing). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * What is not built, or older than its sources: a service's tsc -b build (its .tsbuildinfo, which
 * tsc -b rewrites or touches on every build of the project) and the web build (web/dist/index.html).
 */
function staleBuilds() {
  const stale = [];
  for (const name of ['kit', ...SERVICES]) {
    const dir = path.join(root, 'services', name);
    const info = path.join(dir, 'tsconfig.tsbuildinfo');
    if (!existsSync(info) || !existsSync(path.join(dir, 'dist'))) stale.push(`services/${name} is not built`);
    else if (newest(path.join(dir, 'src')) > statSync(info).mtimeMs) stale.push(`services/${name}/src is newer than its build`);
  }
  const web = path.join(root, 'web/dist/index.html');
  const webSources = Math.max(newest(path.join(root, 'web/src')), newest(path.join(root, 'web/index.html')));
  if (!existsSync(web)) stale.push('web is not built');
  else if (webSources > statSync(web).mtimeMs) stale.push('web/src is newer than web/dist');
  return stale;
}

const stale = staleBuilds();
if (stale.length) {
  console.error(`${stale.join('; ')}: run \`npm run build\` (or \`npx tsc -b && npm run build -w web\`) first, or use \`npm start\`, which builds`);
  process.exit(2);
}
const { localSecret } = await import('../services/kit/dist/config.js');

// One caller-token secret for every process (and the demo seed below): this machine's, generated
// once into the git-ignored .local/secrets/, unless the environment names one.
process.env.INTERNAL_TOKEN_SECRET ??= localSecret('internal-token');
// STACK_NAMESPACE (e.g. `e2e`, which `npm test`'s end-to-end stage uses): a stack with its own
// databases, topics, indices, consumer groups, Redis keys and files on the same local servers, and
// its own ports, so it runs beside a plain `npm start`: scripts/stack-namespace.mjs.
const namespace = process.env.STACK_NAMESPACE ?? '';
if (namespace) {
  try {
    Object.assign(process.env, stackNamespaceEnv(namespace, process.env));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  console.log(`stack namespace "${namespace}": databases screenshelf_<service>_${namespace}, topics ${namespace}.*, indices ${namespace}_*, files .local/${namespace}/, gateway on port ${process.env.PORT}`);
}
const GATEWAY = `http://localhost:${process.env.PORT ?? DEFAULT_PORTS.PORT}`;
// Search reaches the embeddings server through a cache of this stack's (scripts/embeddings-cache.mjs):
// a stack seeded again embeds the same demo documents without the model. EMBEDDINGS_URL='' keeps it off.
const embeddingsServer = process.env.EMBEDDINGS_URL ?? 'http://127.0.0.1:8092';
const embeddingsCachePort = process.env.EMBEDDINGS_CACHE_PORT ?? String(DEFAULT_PORTS.EMBEDDINGS_CACHE_PORT);
if (embeddingsServer) process.env.EMBEDDINGS_URL = `http://127.0.0.1:${embeddingsCachePort}`;

/** Answers whether `port` can be listened on (nothing else has it), on the interface the services bind. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: process.env.BIND_HOST ?? '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
// The ports this stack's processes listen on (dev-llm is not one of them).
const listening = Object.keys(DEFAULT_PORTS).filter((name) => name !== 'DEV_LLM_PORT');
const taken = [];
for (const name of listening) {
  const port = Number(process.env[name] ?? DEFAULT_PORTS[name]);
  if (!(await portFree(port))) taken.push(`${port} (${name})`);
}
if (taken.length) {
  console.error(
    `ports already in use: ${taken.join(', ')}. Another stack${namespace ? ` of namespace "${namespace}"` : ''} is running there; stop it first` +
      (namespace ? '' : ', or run this one in a namespace of its own ports (STACK_NAMESPACE=<name>)'),
  );
  process.exit(2);
}
const startedAt = Date.now();
const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m', '\x1b[96m', '\x1b[90m'];

const PROCESSES = [...SERVICES, ...(embeddingsServer ? ['embed-cache'] : [])];
const tagOf = (name) => `${colours[PROCESSES.indexOf(name) % colours.length]}${name.padEnd(11)}\x1b[0m|`;

const supervisor = supervise(
  PROCESSES.map((name) => ({
    name,
    command: process.execPath,
    args: [name === 'embed-cache' ? path.join(root, 'scripts/embeddings-cache.mjs') : path.join(root, 'services', name, 'dist/main.js')],
    cwd: root,
    // A screen's text (OCR) and thumbnails are kept by its content (.local/cache/catalog): a stack
    // seeded again (a fresh namespace, the e2e stage's) gets them for the same demo screens without
    // Tesseract and sharp. Node keeps the compiled code of the modules each process loads
    // (.local/cache/node-compile): a dozen processes starting at once on two cores start faster.
    env: {
      LOG_LEVEL: 'info',
      CATALOG_CACHE_DIR: path.join(root, '.local/cache/catalog'),
      NODE_COMPILE_CACHE: path.join(root, '.local/cache/node-compile'),
      ...process.env,
      EMBEDDINGS_CACHE_UPSTREAM: embeddingsServer,
      EMBEDDINGS_CACHE_PORT: embeddingsCachePort,
    },
  })),
  {
    onLine: (name, line) => process.stdout.write(`${tagOf(name)} ${line}\n`),
    onExit: (name, code, signal, delayMs) => console.error(`${tagOf(name)} exited (${signal ?? code}); restarting in ${delayMs / 1000} s`),
  },
);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  void supervisor.stop().then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitHealthy(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(`${GATEWAY}/healthz`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

if (await waitHealthy()) {
  const { seedDemo } = await import('./seed-demo.mjs');
  await seedDemo(GATEWAY, { namespace }).catch((error) => console.error('demo data not loaded:', error.message));
  console.log(`\nScreenshelf is up on ${GATEWAY}  (in ${Math.round((Date.now() - startedAt) / 1000)} s; health: ${GATEWAY}/healthz; Ctrl-C stops everything)\n`);
} else if (!stopping) {
  console.error('the gateway did not become healthy; see the logs above');
  stop(1);
}
