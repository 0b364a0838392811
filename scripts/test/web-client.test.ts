import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { operationRoutes } from '../../web/src/shared/operations';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('generated web client', () => {
  it('types and operation table match services/gateway/openapi.json (run `npm run gen:web-client` after changing it)', () => {
    const out = execFileSync(process.execPath, ['scripts/gen-web-client.mjs', '--check'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    expect(out).toContain('web/src/shared/openapi.ts is up to date');
    expect(out).toContain('web/src/shared/operations.ts is up to date');
  });

  it('the operation table holds every operation with its method, path and x-timeout-ms, sorted by operationId', () => {
    const doc = JSON.parse(readFileSync(path.join(root, 'services/gateway/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; 'x-timeout-ms'?: number }>>;
    };
    const expected: Record<string, { method: string; path: string; timeoutMs?: number }> = {};
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op?.operationId) continue;
        const timeoutMs = op['x-timeout-ms'];
        expected[op.operationId] = { method: method.toUpperCase(), path: route, ...(timeoutMs ? { timeoutMs } : {}) };
      }
    }
    expect(operationRoutes).toEqual(expected);
    // Sorted, so a document that lists its operations in another order writes the same file.
    const ids = Object.keys(operationRoutes);
    expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
