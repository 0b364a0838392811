// Writes the gateway's OpenAPI document (generated from its zod schemas) to
// services/gateway/openapi.json, the file the web client is generated from. Needs `tsc -b` first
// (npm run gen:openapi does both); `--check` fails when the committed file is stale.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOrCheck } from './generated-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'services/gateway/openapi.json');
const { openApiDocument } = await import(path.join(root, 'services/gateway/dist/api/openapi.js'));
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
writeOrCheck(root, target, text, 'npm run gen:openapi');
