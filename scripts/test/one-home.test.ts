import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Issue 29's "one home" for a rule: a limit a service's domain owns is not written again in the
 * gateway (it imports the kit's, as the domain does), and the id test (a UUID) is the kit's alone.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'gen' || name === 'node_modules' || name === 'dist') return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}
const services = readdirSync(path.join(ROOT, 'services')).filter((s) => statSync(path.join(ROOT, 'services', s, 'src'), { throwIfNoEntry: false })?.isDirectory());
const NUMBER_CONST = /^(?:export\s+)?const\s+(MAX_[A-Z_]+|MIN_[A-Z_]+)\s*=\s*[\d_]+\s*;/gm;

describe('one home for each limit and rule', () => {
  it('the gateway declares no MAX_/MIN_ number of its own that a service domain or the kit declares', () => {
    const owned = new Map<string, string>();
    for (const service of services.filter((s) => s !== 'gateway')) {
      for (const file of sources(path.join(ROOT, 'services', service, 'src'))) {
        if (service !== 'kit' && !file.includes(`${path.sep}domain`)) continue;
        for (const [, name] of readFileSync(file, 'utf8').matchAll(NUMBER_CONST)) owned.set(name!, path.relative(ROOT, file));
      }
    }
    const shadows: string[] = [];
    for (const file of sources(path.join(ROOT, 'services/gateway/src'))) {
      for (const [, name] of readFileSync(file, 'utf8').matchAll(NUMBER_CONST)) {
        if (owned.has(name!)) shadows.push(`${path.relative(ROOT, file)}: ${name} (owned by ${owned.get(name!)})`);
      }
    }
    expect(shadows).toEqual([]);
  });

  it('the id test is written once, in the kit', () => {
    const copies = services
      .flatMap((service) => sources(path.join(ROOT, 'services', service, 'src')))
      .filter((file) => readFileSync(file, 'utf8').includes('[0-9a-f]{8}-[0-9a-f]{4}'))
      .map((file) => path.relative(ROOT, file));
    expect(copies).toEqual(['services/kit/src/validate.ts']);
  });

  it("the web's calls name operations, not paths: no API path is written in web/src/features", () => {
    const written = sources(path.join(ROOT, 'web/src/features'))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ file, line, i })))
      .filter(({ line }) => /['`"]\/api\//.test(line) && !/^\s*(\/\/|\/?\*)/.test(line))
      .map(({ file, i }) => `${path.relative(ROOT, file)}:${i + 1}`);
    expect(written).toEqual([]);
  });
});
