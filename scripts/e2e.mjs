#!/usr/bin/env node
// End-to-end tests of the web app: Playwright's runner (playwright.config.ts, tests in web/e2e) in
// Debian's Chromium, against a stack of their own. That stack always runs in the `e2e` stack
// namespace (E2E_NAMESPACE; scripts/stack-namespace.mjs): its own databases, topics, indices and
// files, and its own ports (gateway on 18080), so what the tests write never reaches the library a
// developer's `npm start` shows, and whatever answers on 8080 is never used. It runs the build npm
// test (or `npm run build`) made: scripts/run-services.mjs refuses sources newer than their build.
// The stages are separate so npm test can start the stack while other stages run:
//
//   node scripts/e2e.mjs --up             start the stack detached (.local/e2e/stack.pid, its output in
//                                         .local/e2e/stack.log); exits 0 once it is up, its demo data
//                                         loaded and settled (see librarySettled), leaving it running
//   node scripts/e2e.mjs --run [filter]   the tests against that stack (fails when it is not up);
//                                         the default when no stage is named
//   node scripts/e2e.mjs --down           stops it: SIGTERM, then the whole process group, no orphans
//   node scripts/e2e.mjs --start [filter] --up, --run and --down in one go (E2E_START=1 too)
//
// Screenshots go to artifacts/, a failed test's trace to artifacts/e2e/; results to .local/e2e.json.
/* global AbortSignal */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureKoreanFont } from './korean-font.mjs';
import { loadedDemoVersion, demoVersion } from './demo/version.mjs';
import { resetNamespace } from './reset-namespace.mjs';
import { stackNamespaceEnv, stackUrls } from './stack-namespace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: node scripts/e2e.mjs [--up | --run | --down | --start] [name-filter]';
const STAGES = ['--up', '--run', '--down', '--start'];

const args = process.argv.slice(2);
const badFlag = args.find((a) => a.startsWith('-') && !STAGES.includes(a));
const stages = args.filter((a) => STAGES.includes(a));
const filters = args.filter((a) => !a.startsWith('-'));
const stage = stages[0] ?? (process.env.E2E_START === '1' ? '--start' : '--run');
const usageError =
  (badFlag && `unknown option ${badFlag}`) ||
  (stages.length > 1 && `one stage at a time (got ${stages.join(' ')})`) ||
  (filters.length > 1 && `one name filter at most (got ${filters.join(' ')})`) ||
  (filters.length && ['--up', '--down'].includes(stage) && `${stage} takes no name filter`);
if (usageError) {
  console.error(`${usageError}; ${USAGE}`);
  process.exit(2);
}
const filter = filters[0];

// Not STACK_NAMESPACE: a developer who runs their own library in a namespace keeps it out of the tests.
const namespace = process.env.E2E_NAMESPACE ?? 'e2e';
let nsEnv;
try {
  nsEnv = stackNamespaceEnv(namespace);
} catch (error) {
  console.error(error.message.replace('STACK_NAMESPACE', 'E2E_NAMESPACE'));
  process.exit(2);
}
const { gateway: baseUrl, smtpApi } = stackUrls(namespace);
const dir = path.join(root, '.local', namespace);
const pidFile = path.join(dir, 'stack.pid');
const logFile = path.join(dir, 'stack.log');
const rel = (file) => path.relative(root, file);
const UP_LINE = 'Screenshelf is up on';
// Debian's headless build of Chromium (package chromium-headless-shell, from the same source as
// `chromium`): what Playwright itself runs for headless tests, without the browser's windowing
// layers; the 27 tests took a fifth less CPU than in /usr/bin/chromium (2026-11-27).
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM_PACKAGE = process.env.E2E_CHROMIUM ? 'chromium' : 'chromium-headless-shell';
const artifacts = path.join(root, 'artifacts');
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's Chromium; installed with apt-get on a fresh machine (`npx playwright install` is not used). */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`installing ${CHROMIUM_PACKAGE} (apt-get)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (cmd) => spawnSync(sudo.length ? 'sudo' : cmd[0], sudo.length ? cmd : cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', CHROMIUM_PACKAGE]);
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error(`${CHROMIUM_PACKAGE} is not at ${CHROMIUM} and apt-get could not install it`);
}

async function healthy() {
  try {
    return (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
// The log's colour codes (run-services tags each process's lines) are left out of what is shown.
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text) => text.replace(COLOUR, '');
const logTail = (lines = 40) => plain(readLog()).trimEnd().split('\n').slice(-lines).join('\n');

/** The processes of process group `pgid` (/proc), the group's leader first when it is alive. */
function groupMembers(pgid) {
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After the command name in parentheses: state, ppid, pgrp.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return members.sort((a, b) => (a === pgid ? -1 : b === pgid ? 1 : a - b));
}

/** The pid in the pid file when it is still this stack's run-services.mjs (not a pid reused since). */
function recordedPid() {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 1) return undefined;
  return pid;
}
function isStackLeader(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('run-services.mjs');
  } catch {
    return false;
  }
}

/**
 * Stops the stack of the pid file: SIGTERM to run-services.mjs (it stops its processes, each
 * gracefully), then whatever of its process group is left after the grace time gets SIGKILL.
 * Answers whether there was one.
 */
async function down({ graceMs = 30_000 } = {}) {
  const pid = recordedPid();
  if (pid === undefined) return false;
  const started = Date.now();
  // A leader killed hard leaves its children running in its group: they are stopped too.
  const members = groupMembers(pid);
  if (!members.length) {
    rmSync(pidFile, { force: true });
    return false;
  }
  const signal = (target, sig) => {
    try {
      process.kill(target, sig);
    } catch {
      /* already gone */
    }
  };
  if (isStackLeader(pid)) signal(pid, 'SIGTERM');
  else for (const member of members) signal(member, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupMembers(pid).length && Date.now() < deadline) await sleep(100);
  const left = groupMembers(pid);
  if (left.length) {
    console.error(`the e2e stack did not stop within ${graceMs / 1000} s: SIGKILL to ${left.join(', ')}`);
    signal(-pid, 'SIGKILL');
    for (const member of left) signal(member, 'SIGKILL');
    while (groupMembers(pid).length) await sleep(100);
  }
  rmSync(pidFile, { force: true });
  console.log(`stopped the e2e stack (pid ${pid}) in ${seconds(started)}`);
  return true;
}

let starting;
/**
 * Starts run-services.mjs detached in the namespace, its output in the log; resolves once it says it
 * is up and its library has settled. Hang guards, not speed checks: a fresh machine seeds the 64-app
 * demo library (about 5 minutes on a loaded machine) and reads its 640 screens with Tesseract once
 * (14 minutes on a loaded 2-core machine; later runs take both from .local/cache).
 */
async function up({ timeoutMs = 20 * 60_000, settleTimeoutMs = 40 * 60_000 } = {}) {
  const started = Date.now();
  // One left running (an interrupted run) may run an older build: it makes way for a fresh one.
  if (recordedPid() !== undefined && groupMembers(recordedPid()).length) {
    console.log(`an e2e stack was left running (pid ${recordedPid()}): stopping it first`);
    await down();
  }
  // The namespace holds what a run left, and the library of the demo it was loaded from: one loaded
  // from another version of the demo (scripts/demo) is emptied, so the tests meet the library a
  // fresh machine's run (CI) meets.
  if (loadedDemoVersion(namespace) !== demoVersion()) {
    const done = await resetNamespace(namespace);
    console.log(`  the "${namespace}" namespace held no library or one of another demo version: emptied (${Object.entries(done).map(([what, n]) => `${n} ${what}`).join(', ')})`);
  }
  // What --run needs too, while the stack starts (npm test runs --up beside jest).
  ensureChromium();
  ensureKoreanFont('the screenshots');
  mkdirSync(dir, { recursive: true });
  const log = openSync(logFile, 'w');
  console.log(`starting the e2e stack (scripts/run-services.mjs, namespace "${namespace}", ${baseUrl}; output in ${rel(logFile)})`);
  const child = spawn(process.execPath, [path.join(root, 'scripts/run-services.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    // The namespace's own places and ports win over the caller's environment. The per-address limits
    // are counted per IP, and every test's browsers (two at a time) come from 127.0.0.1: the tests'
    // stack gets room for them, as jest's shared stacks do (the limits are tested there).
    env: {
      RATE_LIMIT_PER_MINUTE: '20000',
      SIGN_IN_PER_MINUTE_IP: '1000',
      SESSION_CHECK_PER_MINUTE_IP: '20000',
      CHATBOT_ASK_PER_MINUTE_IP: '1000',
      // The billing run every 5 s instead of each minute: a test that makes a renewal due waits for it.
      MEMBERSHIP_BILLING_INTERVAL_MS: '5000',
      ...process.env,
      ...nsEnv,
      STACK_NAMESPACE: namespace,
      FORCE_COLOR: '0',
    },
  });
  closeSync(log);
  starting = child;
  writeFileSync(pidFile, `${child.pid}\n`);
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  // run-services.mjs prints this line once the gateway answers and the demo data is loaded.
  while (!readLog().includes(UP_LINE)) {
    if (exited || Date.now() > deadline) {
      console.error(`${rel(logFile)}, last lines:\n${logTail()}`);
      if (!exited) await down();
      rmSync(pidFile, { force: true });
      throw new Error(exited ? `the e2e stack exited before it was up (exit ${child.exitCode ?? child.signalCode})` : `the e2e stack was not up within ${timeoutMs / 60_000} minutes`);
    }
    await sleep(200);
  }
  // The demo seed's lines, with their times.
  const seedLines = plain(readLog())
    .split('\n')
    .filter((line) => /^(rendered|loaded|demo data not loaded)/.test(line.trim()));
  for (const line of seedLines) console.log(`  ${line.trim()}`);
  console.log(`  the stack answered with its demo data loaded after ${seconds(started)}`);
  try {
    // Hang guards, not speed checks: a first run on a loaded machine reads every screen with Tesseract.
    await librarySettled(child, Date.now() + settleTimeoutMs);
  } catch (error) {
    console.error(`${rel(logFile)}, last lines:\n${logTail()}`);
    await down();
    throw error;
  }
  starting = undefined;
  child.unref();
  console.log(`e2e stack up on ${baseUrl} in ${seconds(started)} (pid ${child.pid})`);
}

/**
 * Waits until the library has settled: the catalog has read the text (OCR) and made the thumbnails
 * of every screen once, and search has the embedding of every document. Those run in the
 * background, first in, first out: on a fresh namespace the tests' own screen (screen-text.e2e.ts
 * waits for its text) would queue behind hundreds of demo screens, the tests would share the cores
 * with Tesseract and the embeddings server, and what the assistant and search by meaning find
 * would depend on how far they had got. With the caches of screen text and thumbnails
 * (.local/cache/catalog) a fresh namespace on a machine that ran this before has only the
 * embeddings to wait for. Read from the catalog's database and search's indices: no API tells it.
 */
async function librarySettled(child, deadline) {
  const started = Date.now();
  const { default: pg } = await import('pg');
  const postgres = (process.env.POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432').replace(/\/$/, '');
  const elasticsearch = (process.env.ELASTICSEARCH_URL ?? 'http://127.0.0.1:9200').replace(/\/$/, '');
  const client = new pg.Client({ connectionString: `${postgres}/${nsEnv.CATALOG_DATABASE}` });
  await client.connect();
  const screens = async () => {
    const { rows } = await client.query(
      `SELECT count(*) FILTER (WHERE ocr_status = 'PENDING' AND ocr_attempts = 0)::int AS ocr,
              count(*) FILTER (WHERE thumb_status = 'PENDING' AND thumb_attempts = 0)::int AS thumbs FROM images`,
    );
    return rows[0];
  };
  const vectors = async () => {
    const res = await fetch(`${elasticsearch}/${nsEnv.SEARCH_INDEX_PREFIX}*/_count`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: { term: { needsVector: true } } }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`Elasticsearch answered ${res.status}`);
    return (await res.json()).count;
  };
  let screensDone;
  try {
    for (;;) {
      const pending = screensDone ? { ocr: 0, thumbs: 0 } : await screens();
      if (!screensDone && pending.ocr === 0 && pending.thumbs === 0) {
        screensDone = seconds(started);
        console.log(`  the catalog had read every screen's text and made its thumbnails after ${screensDone} more`);
      }
      const unembedded = screensDone ? await vectors().catch(() => undefined) : undefined;
      if (unembedded === 0) break;
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('the e2e stack exited while its library settled');
      if (Date.now() > deadline) {
        throw new Error(
          screensDone
            ? `search still had ${unembedded ?? 'an unknown number of'} documents without an embedding when time ran out (is the embeddings server up? scripts/infra up)`
            : `the catalog still had ${pending.ocr} screens to read and ${pending.thumbs} to make thumbnails of when time ran out (is Tesseract installed? scripts/infra up)`,
        );
      }
      await sleep(500);
    }
  } finally {
    await client.end();
  }
  console.log(`  search had the embedding of every document after ${seconds(started)} more`);
}

/** Runs Playwright's runner against the stack and answers its exit code. */
async function run() {
  const pid = recordedPid();
  if (pid === undefined || !isStackLeader(pid) || !readLog().includes(UP_LINE) || !(await healthy())) {
    console.error(`the e2e stack is not up on ${baseUrl}: start it with \`node scripts/e2e.mjs --up\` (or run \`node scripts/e2e.mjs --start\`)`);
    return 1;
  }
  const started = Date.now();
  ensureChromium();
  ensureKoreanFont('the screenshots');
  mkdirSync(artifacts, { recursive: true });
  for (const old of readdirSync(artifacts).filter((f) => f.startsWith('failed-'))) rmSync(path.join(artifacts, old));
  // Fixtures (web/e2e/global-setup.ts), the tests, traces and the JSON results are Playwright's.
  // A filter runs the tests it names, without the projects the config runs before them (--no-deps).
  const grep = filter ? ['--grep', filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), '--no-deps'] : [];
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...grep], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_NAMESPACE: namespace, E2E_BASE_URL: baseUrl, E2E_SMTP_URL: smtpApi, E2E_CHROMIUM: CHROMIUM },
    });
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  console.log(`e2e tests finished in ${seconds(started)}; screenshots in artifacts/`);
  return code;
}

async function main() {
  if (stage === '--up') return up().then(() => 0);
  if (stage === '--down') {
    if (!(await down())) console.log('no e2e stack was running');
    return 0;
  }
  if (stage === '--run') return run();
  // --start
  const started = Date.now();
  let code = 1;
  try {
    await up();
    code = await run();
  } catch (error) {
    console.error(error.message ?? error);
  }
  await down();
  console.log(`e2e stage (--start: up, run, down) took ${seconds(started)}`);
  return code;
}

// Interrupted while starting a stack (or in --start): it does not outlive this command.
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    if (stage !== '--start' && !starting) process.exit(130);
    void down().finally(() => process.exit(130));
  });
}

main()
  .then((code) => process.exit(code))
  .catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
