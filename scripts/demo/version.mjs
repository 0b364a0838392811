// Which demo a namespace's data was loaded from: a hash of the demo's sources (the generator, its
// screens and content, the seeder), kept per namespace in .local/demo-versions/ once a seed loads the
// library. A library loaded from other sources is not the one the generator draws today: the e2e
// stage empties its namespace then (scripts/e2e.mjs), `npm start` says how to (reset-namespace.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = [path.join(root, 'scripts/demo'), path.join(root, 'scripts/seed-demo.mjs')];

const filesOf = (place) => {
  try {
    return readdirSync(place, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.mjs'))
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [place];
  }
};

/** The hash of the demo's sources as they are now. */
export function demoVersion() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesOf).sort()) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Where a namespace's loaded demo version is kept (`default`: plain `npm start`'s). */
export const demoVersionFile = (namespace) => path.join(root, '.local/demo-versions', namespace || 'default');

/** The version a namespace's library was loaded from; undefined when none was recorded. */
export function loadedDemoVersion(namespace) {
  try {
    return readFileSync(demoVersionFile(namespace), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

export function recordDemoVersion(namespace, version = demoVersion()) {
  mkdirSync(path.dirname(demoVersionFile(namespace)), { recursive: true });
  writeFileSync(demoVersionFile(namespace), `${version}\n`);
}
