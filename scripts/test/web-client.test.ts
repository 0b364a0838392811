import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('generated web client types', () => {
  it('match services/gateway/openapi.json (run `npm run gen:web-client` after changing it)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/gen-web-client.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
