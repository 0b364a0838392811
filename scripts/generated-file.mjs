// The write-or-check step of every generator: `--check` fails (exit 1) when the committed file
// differs from what the generator makes now; otherwise the file is written.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root @param {string} target @param {string} text @param {string} regenerate */
export function writeOrCheck(root, target, text, regenerate) {
  const name = path.relative(root, target);
  if (!process.argv.includes('--check')) {
    writeFileSync(target, text);
    console.log(`wrote ${name}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error(`${name} is stale: run ${regenerate}`);
    process.exit(1);
  }
  console.log(`${name} is up to date`);
}
