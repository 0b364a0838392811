import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '../src/http/caller.js';
import { OPERATIONS, type Access, type Operation } from '../src/api/operations.js';
import { ADMIN, mintCallerToken } from '@screenshelf/kit/testing';
import { Browser, signIn } from './support/browser.js';
import { seedLibrary } from './support/library.js';
import { api, startStack } from './support/stack.js';

/**
 * schemathesis (scripts/schemathesis.sh, pinned in scripts/schemathesis/requirements.txt) over every
 * operation of /api/openapi.json on a stack of its own, as a visitor, as a user signed in with a
 * real session cookie and as an admin (a session made ADMIN): no 5xx, and every status code, content
 * type and body as the document declares. The gateway checks its own answers too
 * (VALIDATE_RESPONSES): a mismatch is a 500.
 *
 * Each persona is fuzzed in full on the operations it may call (a visitor: the visitors'; a user:
 * theirs too; an admin: all) and sampled once on the ones it may not, which answer 401 or 403
 * before reading their input (admin-console.test.ts checks every admin operation refuses a visitor,
 * a user and a seller).
 * Fuzzing a visitor's 401s eight times each was a third of this file's requests (2026-11-28).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUN_MS = 600_000;

/**
 * What a failed run found, first: the FAILURES and ERRORS sections (each with the request to replay
 * it), then the summary, so a CI log that keeps only part of the output still shows the cause.
 */
function findings(output: string): string {
  const start = output.search(/^.*\b(FAILURES|ERRORS)\b.*$/m);
  return (start >= 0 ? output.slice(start) : output).slice(0, 8000);
}

/** One run's verdict: exit code 0, or what it found (never the whole log, which the CI cuts). */
function verdict({ code, output }: { code: number; output: string }) {
  if (code !== 0) console.log(findings(output));
  return { code, findings: code === 0 ? '' : findings(output) };
}

/**
 * Every operation of the document was selected (all but those excluded). Not schemathesis's "Tested:"
 * count: on a busy machine it once counted an operation as skipped ("No examples in schema", the
 * examples phase's word) though its fuzzing phase reported every operation passed.
 */
const covers = (selected: number) => new RegExp(`Selected: ${selected}/${OPERATIONS.length}\\b`);

/** Who may call what: a visitor the visitors' operations, a user those and their own, an admin all. */
const MAY_CALL: Record<Access, Access[]> = { visitor: ['visitor'], signedIn: ['visitor', 'signedIn'], admin: ['visitor', 'signedIn', 'admin'] };

/** schemathesis's arguments selecting exactly these operations. */
const only = (operations: Operation[]) => ['--include-operation-id-regex', `^(${operations.map((o) => o.operationId).join('|')})$`];

/**
 * One persona's runs: fuzzing on what it may call, then one case of each operation it may not. Both
 * must find nothing, and together select every operation (but closeAccount for a signed-in caller:
 * it would end the session half-way; account-closing.test.ts covers it).
 */
async function fuzzAs(persona: Access, url: string, headers: string[]) {
  const operations = OPERATIONS.filter((o) => persona === 'visitor' || o.operationId !== 'closeAccount');
  const mayCall = operations.filter((o) => MAY_CALL[persona].includes(o.access));
  const mayNot = operations.filter((o) => !MAY_CALL[persona].includes(o.access));
  const runs = [{ operations: mayCall, args: [] as string[] }, ...(mayNot.length ? [{ operations: mayNot, args: ['--max-examples', '1'] }] : [])];
  for (const run of runs) {
    const { code, output } = await schemathesis(url, [...headers, ...run.args, ...only(run.operations)]);
    expect(verdict({ code, output })).toEqual({ code: 0, findings: '' });
    expect(output).toMatch(covers(run.operations.length));
  }
}

function schemathesis(url: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [path.join(ROOT, 'scripts/schemathesis.sh'), 'run', url, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

describe('schemathesis against /api/openapi.json', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    // The API's own per-IP limit would answer most generated calls 429: raised for this stack. So are
    // the deadlines: this run checks the contract, not speed, and a loaded CI machine can take longer
    // than the 2 s a session lookup or the 5 s a call gets in production (a 504 is a 5xx to schemathesis).
    // A stack of its own: schemathesis writes whatever the schema allows.
    stack = await startStack({
      gatewayEnv: {
        RATE_LIMIT_PER_MINUTE: '1000000',
        EMAIL_LOOKUP_PER_MINUTE_USER: '1000000',
        SIGN_IN_PER_MINUTE_IP: '1000000',
        SESSION_CHECK_PER_MINUTE_IP: '1000000',
        DEFAULT_DEADLINE_MS: '60000',
        SESSION_LOOKUP_MS: '60000',
      },
    });
    await seedLibrary(stack.url);
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it(
    'finds no server error and no schema mismatch as a visitor',
    async () => {
      await fuzzAs('visitor', stack.url, []);
    },
    RUN_MS,
  );

  it(
    'finds no server error and no schema mismatch as a signed-in user',
    async () => {
      const browser = new Browser();
      await signIn(browser, stack.url, { email: 'schemathesis@example.com', name: 'Schemathesis' });
      const session = browser.cookie(stack.url, SESSION_COOKIE);
      expect(session).toMatch(/\S{20,}/);
      await fuzzAs('signedIn', stack.url, ['-H', `Cookie: ${SESSION_COOKIE}=${session}`]);
    },
    RUN_MS,
  );

  it(
    'finds no server error and no schema mismatch as an admin',
    async () => {
      // A real admin session: signed in, then made ADMIN (identity answers the role on every request).
      const browser = new Browser();
      await signIn(browser, stack.url, { email: 'schemathesis-admin@example.com', name: 'Schemathesis Admin' });
      const session = browser.cookie(stack.url, SESSION_COOKIE);
      const me = await browser.fetch(`${stack.url}/api/auth/session`);
      const { user } = (await me.json()) as { user: { id: string } };
      const promoted = await api(stack.url, `/api/v2/users/${user.id}/roles`, {
        method: 'PUT',
        token: await mintCallerToken(ADMIN),
        body: JSON.stringify({ role: 'ADMIN', isBizOwner: false }),
      });
      expect(promoted.status).toBe(200);
      expect((await browser.fetch(`${stack.url}/api/v2/admin/users`)).status).toBe(200);
      await fuzzAs('admin', stack.url, ['-H', `Cookie: ${SESSION_COOKIE}=${session}`]);
    },
    RUN_MS,
  );
});
