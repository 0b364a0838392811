// Builds the Figma plugin into dist/: code.js (the main code), ui.html (the iframe, its script
// inlined: Figma loads one HTML file) and manifest.json with the Screenshelf origin it may reach.
// SCREENSHELF_ORIGIN: the gateway's public origin (PUBLIC_URL; default the local http://localhost:8080);
// SCREENSHELF_FILE_ORIGINS: more origins, comma-separated, when screen files live on a file host;
// FIGMA_PLUGIN_DIST: another output folder (the build's test).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.env.FIGMA_PLUGIN_DIST || path.join(here, 'dist'));
const DEV_ORIGIN = 'http://localhost:8080';
const origin = new URL(process.env.SCREENSHELF_ORIGIN || DEV_ORIGIN).origin;
const fileOrigins = (process.env.SCREENSHELF_FILE_ORIGINS ?? '')
  .split(',')
  .filter(Boolean)
  .map((o) => new URL(o).origin);

const common = { bundle: true, write: false, format: 'iife', target: 'es2020', minify: true, legalComments: 'none' };
const [code, ui] = await Promise.all([
  build({ ...common, entryPoints: [path.join(here, 'src/code.ts')], define: { __SCREENSHELF_ORIGIN__: JSON.stringify(origin) } }),
  build({ ...common, entryPoints: [path.join(here, 'src/ui.ts')] }),
]);
const html = (await readFile(path.join(here, 'src/ui.html'), 'utf8')).replace(
  '<!-- ui.ts -->',
  () => `<script>${ui.outputFiles[0].text.replaceAll('</script', '<\\/script')}</script>`,
);
const manifest = JSON.parse(await readFile(path.join(here, 'manifest.json'), 'utf8'));
manifest.networkAccess.allowedDomains = [...new Set([origin, ...fileOrigins])];

await mkdir(dist, { recursive: true });
await Promise.all([
  writeFile(path.join(dist, 'code.js'), code.outputFiles[0].text),
  writeFile(path.join(dist, 'ui.html'), html),
  writeFile(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`),
]);
console.log(`figma-plugin: dist/ built for ${manifest.networkAccess.allowedDomains.join(', ')}`);
