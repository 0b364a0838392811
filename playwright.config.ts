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
export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'artifacts/e2e',
  globalSetup: './web/e2e/global-setup.ts',
  // One stack, one database: the tests run one at a time, and a failure is not retried away.
  workers: 1,
  fullyParallel: false,
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
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    locale: 'en-US',
    timezoneId: 'Asia/Seoul',
  },
});
