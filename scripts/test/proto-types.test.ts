import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('generated proto types', () => {
  it('match proto/ (run `npm run gen:proto` after changing a proto)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/gen-proto.mjs', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });
});
