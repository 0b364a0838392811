#!/usr/bin/env node
// Runs every service and the gateway from their builds, restarts any that exits, loads a little demo
// data once, prints the URL when everything answers, and stops them all on Ctrl-C (SIGINT) or SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localSecret } from '../services/kit/dist/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One caller-token secret for every process (and the demo seed below): this machine's, generated
// once into the git-ignored .local/secrets/, unless the environment names one.
process.env.INTERNAL_TOKEN_SECRET ??= localSecret('internal-token');
const SERVICES = ['dev-oidc', 'identity', 'catalog', 'search', 'dev-payments', 'membership', 'gateway'];
const GATEWAY = `http://localhost:${process.env.PORT ?? 8080}`;
const colours = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m', '\x1b[90m'];

// A supervisor, as Kubernetes is in a cluster: a process that exits is started again after a backoff
// (1 s, doubling to 30 s; back to 1 s once it has stayed up a minute), and the others keep running.
const children = new Map();
function startService(name, i, restarts = 0) {
  const child = spawn(process.execPath, [path.join(root, 'services', name, 'dist/main.js')], {
    cwd: root,
    env: { LOG_LEVEL: 'info', ...process.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  const startedAt = Date.now();
  const tag = `${colours[i % colours.length]}${name.padEnd(9)}\x1b[0m|`;
  const relay = (stream) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(`${tag} ${line}\n`);
    });
  };
  relay(child.stdout);
  relay(child.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const tries = Date.now() - startedAt > 60_000 ? 0 : restarts;
    const delayMs = Math.min(1000 * 2 ** tries, 30_000);
    console.error(`${tag} exited (${signal ?? code}); restarting in ${delayMs / 1000} s`);
    setTimeout(() => stopping || startService(name, i, tries + 1), delayMs).unref();
  });
}
SERVICES.forEach((name, i) => startService(name, i));

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const running = [...children.values()].filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000);
  Promise.all(running.map((c) => new Promise((r) => c.once('exit', r)))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
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
