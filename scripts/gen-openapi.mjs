// Writes the gateway's OpenAPI document (generated from its zod schemas) to
// services/gateway/openapi.json, the file the web client is generated from. Needs `tsc -b` first
// (npm run gen:openapi does both); `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'services/gateway/openapi.json');
const { openApiDocument } = await import(path.join(root, 'services/gateway/dist/api/openapi.js'));
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== text) {
    console.error('services/gateway/openapi.json is stale: run npm run gen:openapi');
    process.exit(1);
  }
  console.log('services/gateway/openapi.json is up to date');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(root, target)}`);
}
