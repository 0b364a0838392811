#!/usr/bin/env node
// End-to-end tests of the web app in Debian's Chromium (playwright-core), against a running
// `npm start` stack on E2E_BASE_URL (default http://localhost:8080). With --start it runs
// `npm start` itself and stops it afterwards. Screenshots go to artifacts/ (git-ignored).
//
//   node scripts/e2e.mjs [--start] [name-filter]
/* global AbortSignal */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformFileSync } from '@swc/core';
import { ensureFixtures } from './e2e-fixtures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const startStack = args.includes('--start') || process.env.E2E_START === '1';
const filter = args.find((a) => !a.startsWith('--'));
const baseUrl = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium';
const artifacts = path.join(root, 'artifacts');

/** Debian's Chromium; installed with apt-get on a fresh machine. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('installing chromium (apt-get)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (cmd) => spawnSync(sudo.length ? 'sudo' : cmd[0], sudo.length ? cmd : cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['apt-get', 'update']);
  const result = run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0 || !existsSync(CHROMIUM)) throw new Error(`chromium is not at ${CHROMIUM} and apt-get could not install it`);
}

/** Korean glyphs for the screenshots (best effort: the tests pass without them). */
function ensureKoreanFont() {
  const list = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' });
  if (list.status === 0 && list.stdout.trim()) return;
  console.log('installing a Korean font for the screenshots (apt-get, fonts-noto-cjk)');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = [...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', 'fonts-noto-cjk'];
  const result = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) console.warn('no Korean font: Korean text shows as boxes in the screenshots');
}

async function healthy() {
  try {
    return (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

async function waitHealthy(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await healthy()) return true;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

/** The e2e files are TypeScript: compiled with swc into a temporary ES module folder. */
function compileSuites() {
  const source = path.join(root, 'web/e2e');
  const out = mkdtempSync(path.join(tmpdir(), 'screenshelf-e2e-'));
  writeFileSync(path.join(out, 'package.json'), '{"type":"module"}');
  for (const file of readdirSync(source).filter((f) => f.endsWith('.ts'))) {
    const { code } = transformFileSync(path.join(source, file), {
      jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
      module: { type: 'es6' },
    });
    writeFileSync(path.join(out, file.replace(/\.ts$/, '.js')), code);
  }
  return out;
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

async function main() {
  const started = Date.now();
  ensureChromium();
  ensureKoreanFont();
  if (!(await healthy())) {
    if (!startStack) {
      console.error(`${baseUrl} is not answering /healthz: run \`npm start\` first, or pass --start`);
      process.exit(2);
    }
    console.log('starting the stack (npm start)');
    // The API rate limit is counted per IP in Redis, shared with any other local gateway (test
    // stacks included): a stack started for the tests gets room for them.
    stack = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { RATE_LIMIT_PER_MINUTE: '20000', ...process.env },
    });
    if (!(await waitHealthy(10 * 60_000))) throw new Error('npm start did not become healthy within 10 minutes');
    // The demo data loads right after the gateway answers.
    await new Promise((r) => setTimeout(r, 3000));
  }

  if (await ensureFixtures(baseUrl)) console.log('added the fixture apps the tests need');

  const { chromium } = await import('playwright-core');
  const profiles = [];
  /** Every page is its own Chromium with a fresh --user-data-dir, so its cookies are its own. */
  const launch = async ({ width, height, lang }) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'screenshelf-chromium-'));
    profiles.push(userDataDir);
    return chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width, height },
      locale: lang === 'ko' ? 'ko-KR' : 'en-US',
      timezoneId: 'Asia/Seoul',
    });
  };
  mkdirSync(artifacts, { recursive: true });
  for (const old of readdirSync(artifacts).filter((f) => f.startsWith('failed-'))) rmSync(path.join(artifacts, old));
  const compiled = compileSuites();
  const results = [];
  try {
    const files = readdirSync(compiled).filter((f) => f.endsWith('.e2e.js')).sort();
    for (const file of files) {
      const suite = (await import(pathToFileURL(path.join(compiled, file)).href)).default;
      for (const test of suite) {
        const name = `${file.replace(/\.e2e\.js$/, '')} › ${test.name}`;
        if (filter && !name.includes(filter)) continue;
        const t0 = Date.now();
        const contexts = [];
        const ctx = {
          baseUrl,
          artifacts,
          /** A fresh browser context (its own cookies) at a width; closed after the test. */
          async newPage({ width = 1440, height = 900, lang } = {}) {
            const context = await launch({ width, height, lang });
            contexts.push(context);
            if (lang) await context.addCookies([{ name: 'lang', value: lang, url: baseUrl }]);
            const page = context.pages()[0] ?? (await context.newPage());
            page.setDefaultTimeout(15_000);
            return page;
          },
          shot: (page, name) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false }),
        };
        try {
          await test.run(ctx);
          results.push({ name, ok: true, ms: Date.now() - t0 });
          console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
        } catch (error) {
          results.push({ name, ok: false, ms: Date.now() - t0, error });
          console.log(`  ✗ ${name} (${Date.now() - t0} ms)\n    ${String(error?.stack ?? error).split('\n').slice(0, 6).join('\n    ')}`);
          const page = contexts.at(-1)?.pages().at(-1);
          await page?.screenshot({ path: path.join(artifacts, `failed-${name.replace(/[^\w-]+/g, '_')}.png`) }).catch(() => {});
        } finally {
          for (const context of contexts) await context.close().catch(() => {});
        }
      }
    }
  } finally {
    rmSync(compiled, { recursive: true, force: true });
    for (const dir of profiles) rmSync(dir, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`e2e: ${results.length - failed} passed, ${failed} failed in ${Math.round((Date.now() - started) / 1000)} s; screenshots in artifacts/`);
  return failed ? 1 : 0;
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
