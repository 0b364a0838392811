#!/usr/bin/env node
// End-to-end tests of the web app: Playwright's runner (playwright.config.ts, tests in web/e2e) in
// Debian's Chromium, against a running `npm start` stack on E2E_BASE_URL (default
// http://localhost:8080). With --start, when nothing answers there, it runs `npm start` itself in the
// `e2e` stack namespace (STACK_NAMESPACE: its own databases, topics, indices and files, so what the
// tests write stays out of the library a plain `npm start` shows) and stops it afterwards.
// Screenshots go to artifacts/, a failed test's trace to artifacts/e2e/; results to .local/e2e.json.
//
//   node scripts/e2e.mjs [--start] [name-filter]
/* global AbortSignal */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureKoreanFont } from './korean-font.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const startStack = args.includes('--start') || process.env.E2E_START === '1';
const filter = args.find((a) => !a.startsWith('--'));
const baseUrl = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const artifacts = path.join(root, 'artifacts');

/** Debian's Chromium; installed with apt-get on a fresh machine (`npx playwright install` is not used). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('installing chromium (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (cmd) => spawnSync(sudo.length ? 'sudo' : cmd[0], sudo.length ? cmd : cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error(`chromium is not at ${CHROMIUM} and apt-get could not install it`);
}

async function healthy() {
  try {
    return (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Resolves true once `npm start` prints that it is up (its output is read, not shown), false on exit or time-out. */
function stackReady(timeoutMs) {
  return new Promise((resolve) => {
    let seen = '';
    const timer = setTimeout(() => resolve(false), timeoutMs);
    stack.stdout.on('data', (chunk) => {
      if (seen === null) return;
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('Screenshelf is up on')) {
        seen = null;
        clearTimeout(timer);
        resolve(true);
      }
    });
    stack.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

let stack;
function stopStack() {
  if (!stack || stack.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    stack.once('exit', resolve);
    // npm start stops everything it started on SIGINT (Ctrl-C).
    try {
      process.kill(-stack.pid, 'SIGINT');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-stack.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 30_000).unref();
  });
}

/** Runs Playwright's runner and answers its exit code. */
function playwright() {
  const grep = filter ? ['--grep', filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')] : [];
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...grep], { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_CHROMIUM: CHROMIUM } });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const started = Date.now();
  ensureChromium();
  ensureKoreanFont('the screenshots');
  if (!(await healthy())) {
    if (!startStack) {
      console.error(`${baseUrl} is not answering /healthz: run \`npm start\` first, or pass --start`);
      process.exit(2);
    }
    const namespace = process.env.STACK_NAMESPACE ?? 'e2e';
    console.log(`starting the stack (npm start, stack namespace "${namespace}")`);
    // The API rate limit is counted per IP, and every test's browser comes from 127.0.0.1: the stack
    // started for the tests gets room for them.
    stack = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { RATE_LIMIT_PER_MINUTE: '20000', ...process.env, STACK_NAMESPACE: namespace },
    });
    // run-services.mjs prints this line once the gateway answers and the demo data is loaded.
    if (!(await stackReady(10 * 60_000))) throw new Error('npm start did not say it is up within 10 minutes');
  }
  mkdirSync(artifacts, { recursive: true });
  for (const old of readdirSync(artifacts).filter((f) => f.startsWith('failed-'))) rmSync(path.join(artifacts, old));
  // Fixtures (web/e2e/global-setup.ts), the tests, traces and the JSON results are Playwright's.
  const code = await playwright();
  console.log(`e2e finished in ${Math.round((Date.now() - started) / 1000)} s; screenshots in artifacts/`);
  return code;
}

main()
  .then(async (code) => {
    await stopStack();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await stopStack();
    process.exit(1);
  });
