import { defineConfig } from '@playwright/test';
// @ts-expect-error -- a plain ES module of scripts/, without type declarations
import { stackUrls } from './scripts/stack-namespace.mjs';

/**
 * The end-to-end tests (web/e2e) on Playwright's runner, in Debian's Chromium (`npx playwright
 * install` is not used: E2E_CHROMIUM, default /usr/bin/chromium-headless-shell, Debian's headless
 * build, installed by scripts/e2e.mjs),
 * against the e2e namespace's stack on its own port (http://localhost:18080; E2E_NAMESPACE names
 * another namespace, E2E_BASE_URL any stack), never a developer's `npm start` on 8080 by default:
 * the tests write articles, products, codes and posts. `node scripts/e2e.mjs --up` starts that
 * stack, `--run` runs these against it, `--down` stops it (`--start`: all three).
 *
 * Screenshots go to artifacts/ (375 and 1440 px); a failed test keeps its trace under
 * artifacts/e2e/ (`npx playwright show-trace <file>`) and a screenshot artifacts/failed-<name>.png.
 * Results for npm test's closing line: .local/e2e.json.
 */
/** The files that add to the library (an app, a pattern, a flow) and take it away again. */
const LIBRARY_WRITES = ['**/admin-library.e2e.ts', '**/screen-text.e2e.ts', '**/flows.e2e.ts'];
/** The files whose checks hold whatever the library holds (their own users, products, posts, tokens). */
const BESIDE_THE_LIBRARY = ['**/admin.e2e.ts', '**/marketplace.e2e.ts', '**/session.e2e.ts', '**/support.e2e.ts', '**/tokens.e2e.ts'];

export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts/e2e',
  globalSetup: './web/e2e/global-setup.ts',
  // Two browsers at a time on one stack (the stage used about half of two cores with one); a failure
  // is not retried away. The tests keep out of each other's way by their own users, products and
  // posts, so any two may run at once; what they cannot share is the library itself: the files that
  // add to it (an app, a pattern: the free window's newest apps and the library's totals move
  // meanwhile) run one test at a time in one browser while the other takes the tests that hold
  // whatever the library holds, and the tests that count or page through it run after the writers.
  workers: 2,
  fullyParallel: true,
  projects: [
    { name: 'library-writes', testMatch: LIBRARY_WRITES, workers: 1, fullyParallel: false },
    { name: 'beside-the-library', testMatch: BESIDE_THE_LIBRARY },
    // Every other file (a new one too) counts or pages through the library: after the writers.
    { name: 'library-reads', testIgnore: [...LIBRARY_WRITES, ...BESIDE_THE_LIBRARY], dependencies: ['library-writes'] },
  ],
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.local/e2e.json' }]],
  use: {
    baseURL: (process.env.E2E_BASE_URL ?? (stackUrls(process.env.E2E_NAMESPACE ?? 'e2e') as { gateway: string }).gateway).replace(/\/$/, ''),
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // A failed test keeps its trace: every action with the page's DOM before and after it. Without the
    // screencast (a frame per paint, encoded by the browser and sent to the runner for every test, kept
    // or not): it took a third of the stage's CPU (617 -> 424 CPU-s, 382 -> 327 s for the 35 tests).
    // artifacts/failed-<name>.png keeps the last page as it looked.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
  },
});
