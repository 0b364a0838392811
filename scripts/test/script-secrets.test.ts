import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The scripts that run outside jest (npm start's demo seed, the e2e fixtures in Playwright's process)
// sign caller tokens with the running stack's secret. Loading them must not put another secret into
// their process's environment (the kit's ./testing module does that for jest; a CI run once signed
// every e2e fixture request with it and the gateway answered 401).
describe('scripts that sign caller tokens', () => {
  it.each(['scripts/e2e-fixtures.mjs', 'scripts/seed-demo.mjs'])('%s leaves INTERNAL_TOKEN_SECRET as it was', async (script) => {
    const probe = `await import(${JSON.stringify(path.join(root, script))}); console.log(process.env.INTERNAL_TOKEN_SECRET ?? 'unset');`;
    const env = { ...process.env };
    delete env.INTERNAL_TOKEN_SECRET;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe], { env, cwd: root });
    expect(stdout.trim()).toBe('unset');
  });
});
