#!/usr/bin/env node
// Runs every service and the gateway from their builds, restarts any that exits, loads a little demo
// data once, prints the URL when everything answers, and stops them all on Ctrl-C (SIGINT) or SIGTERM.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stackNamespaceEnv } from './stack-namespace.mjs';
import { supervise } from './supervisor.mjs';
import { localSecret } from '../services/kit/dist/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One caller-token secret for every process (and the demo seed below): this machine's, generated
// once into the git-ignored .local/secrets/, unless the environment names one.
process.env.INTERNAL_TOKEN_SECRET ??= localSecret('internal-token');
// STACK_NAMESPACE (e.g. `e2e`, which `npm test`'s end-to-end stage uses): a stack with its own
// databases, topics, indices, consumer groups, Redis keys and files on the same local servers (and
// the same ports, so not at the same time as another `npm start`): scripts/stack-namespace.mjs.
const namespace = process.env.STACK_NAMESPACE ?? '';
if (namespace) {
  try {
    Object.assign(process.env, stackNamespaceEnv(namespace, process.env));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  console.log(`stack namespace "${namespace}": databases screenshelf_<service>_${namespace}, topics ${namespace}.*, indices ${namespace}_*, files .local/${namespace}/`);
}
const SERVICES = ['dev-oidc', 'identity', 'catalog', 'search', 'dev-payments', 'dev-smtp', 'membership', 'marketplace', 'chatbot', 'community', 'gateway'];
const GATEWAY = `http://localhost:${process.env.PORT ?? 8080}`;
const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m', '\x1b[96m', '\x1b[90m'];

const tagOf = (name) => `${colours[SERVICES.indexOf(name) % colours.length]}${name.padEnd(11)}\x1b[0m|`;

const supervisor = supervise(
  SERVICES.map((name) => ({
    name,
    command: process.execPath,
    args: [path.join(root, 'services', name, 'dist/main.js')],
    cwd: root,
    env: { LOG_LEVEL: 'info', ...process.env },
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
  await seedDemo(GATEWAY).catch((error) => console.error('demo data not loaded:', error.message));
  console.log(`\nScreenshelf is up on ${GATEWAY}  (health: ${GATEWAY}/healthz; Ctrl-C stops everything)\n`);
} else if (!stopping) {
  console.error('the gateway did not become healthy; see the logs above');
  stop(1);
}
