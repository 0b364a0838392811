// TEMPORARY (uncommitted): runs web/e2e/admin-library.e2e.ts against an isolated stack.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startStack } from './support/stack.js';

let stack: Awaited<ReturnType<typeof startStack>>;
const root = path.resolve(import.meta.dirname, '../../..');
beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { WEB_DIST: path.join(root, 'web/dist'), ALLOW_BEARER_CALLER: '1', VALIDATE_RESPONSES: '0' } });
}, 120_000);
afterAll(async () => stack?.stop(), 60_000);

test('e2e', async () => {
  // Asynchronous: the gateway runs in this process and must keep answering.
  const child = spawn('npx', ['playwright', 'test', ...(process.env.E2E_SPEC ?? 'web/e2e/admin-library.e2e.ts').split(' ')], { cwd: root, env: Object.fromEntries(Object.entries({ ...process.env, E2E_BASE_URL: stack.url }).filter(([k]) => !k.startsWith('JEST'))) as NodeJS.ProcessEnv });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  console.log(out.slice(-12000));
  expect(status).toBe(0);
}, 600_000);
