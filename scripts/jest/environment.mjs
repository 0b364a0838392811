// jest's node environment, plus one stack per jest worker that the worker's test files share
// (services/gateway/test/support/stack.ts's sharedStack()): started by the first file that asks for
// it, kept until the worker ends. It lives in the worker itself, outside the per-file module
// registries that jest empties after each file, so its services run from their TypeScript sources as
// Node runs them (resolve-hooks.mjs maps the paths as jest.config.js does).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { TestEnvironment } from 'jest-environment-node';
import config from '../../jest.config.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// One caller-token secret for the worker: its shared stack and every test file's mintCallerToken
// (kit testing reads it; jest copies the real environment into each file's process.env).
process.env.SCREENSHELF_TEST_TOKEN_SECRET ??= randomBytes(32).toString('base64url');

/** Where a run's shared stacks are written down, so the global teardown removes what they created. */
export const stacksDir = (run) => path.join(tmpdir(), 'screenshelf-jest-stacks', run);

const record = () => path.join(stacksDir(process.env.SCREENSHELF_JEST_RUN ?? 'unknown'), `${process.pid}.json`);

let hooked = false;
/** services/gateway/test/support/stack.ts, loaded by Node itself. */
export async function stackModule() {
  if (!hooked) {
    register(pathToFileURL(path.join(rootDir, 'scripts/jest/resolve-hooks.mjs')), {
      data: { rootDir, moduleNameMapper: Object.entries(config.moduleNameMapper) },
    });
    hooked = true;
  }
  return import(pathToFileURL(path.join(rootDir, 'services/gateway/test/support/stack.ts')).href);
}

let shared;
/** This worker's stack: started once, by the first test file that asks. */
function sharedStack() {
  shared ??= (async () => {
    const { startStack, SHARED_STACK_OPTIONS } = await stackModule();
    const stack = await startStack(SHARED_STACK_OPTIONS);
    mkdirSync(path.dirname(record()), { recursive: true });
    writeFileSync(record(), JSON.stringify({ id: stack.id }));
    return stack;
  })();
  return shared;
}

/** Stops this process's shared stack, if it has one (jest ran the files in this process: --runInBand, or one file). */
export async function stopSharedStack() {
  if (!shared) return;
  const stack = await shared.catch(() => undefined);
  shared = undefined;
  await stack?.stop();
  rmSync(record(), { force: true });
}

// A worker told to end (jest-worker's CHILD_MESSAGE_END, 2) has sent every result: it ends at once,
// as jest's own forced exit would after half a second (with a warning about leaks), rather than
// close its stack (the global teardown removes the stack's data). process.exit() was seen to take
// longer than that half second on a loaded machine, after its 'exit' handlers had run. Should jest
// change that message, jest's forced exit still ends the worker.
process.on('message', (message) => {
  if (Array.isArray(message) && message[0] === 2 && shared) process.kill(process.pid, 'SIGKILL');
});

// SCREENSHELF_JEST_PROFILE=<dir>: the worker's CPU profile (its test files, its shared stack's
// services) written there after each test file as <test file>-<pid>.cpuprofile, for Chrome DevTools or
// speedscope (--cpu-prof cannot: jest kills its workers before Node would write one).
const profileDir = process.env.SCREENSHELF_JEST_PROFILE;
let profiler;
if (profileDir) {
  profiler = new Session();
  profiler.connect();
  profiler.post('Profiler.enable');
  profiler.post('Profiler.start');
}
function writeProfile(testPath) {
  if (!profiler) return Promise.resolve();
  return new Promise((resolve) =>
    profiler.post('Profiler.stop', (error, result) => {
      if (!error) {
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(path.join(profileDir, `${path.basename(testPath)}-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
      }
      profiler.post('Profiler.start', () => resolve());
    }),
  );
}

export default class SharedStackEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__screenshelfSharedStack = sharedStack;
    // A file's stack of its own (startStack), from the same copy of the services as the shared one.
    this.global.__screenshelfStartStack = async (options) => (await stackModule()).startStack(options);
    this.testPath = context.testPath;
  }

  async teardown() {
    await super.teardown();
    await writeProfile(this.testPath);
  }
}
