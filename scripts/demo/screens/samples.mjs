#!/usr/bin/env node
// Writes the README's sample renders to docs/screens/ (small PNGs): screens of npm start's demo
// library (scripts/demo/library.mjs, seed 42), scaled down. Run: `node scripts/demo/screens/samples.mjs`.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { generateLibrary } from '../library.mjs';
import { renderScreen } from './render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const out = path.join(root, 'docs/screens');
/** [file name, app (English name), pattern code, which of the app's screens of it]. */
const SAMPLES = [
  ['bank-home-ko', 'Hangyeol Bank', '109', 0],
  ['cart-ko', 'Oneul Table', '124', 1],
  ['fare-checkout-dark-ko', 'Eodiga', '125', 1],
  ['shop-checkout-en', 'Cartwheel', '125', 0],
  ['bank-home-dark-en', 'Ledgerly', '109', 1],
  ['music-player-ko', 'Melodion', '142', 0],
  ['home-website-ko', 'Closet29', '109', 0],
  ['fare-website-dark-en', 'Routewise', '125', 0],
];

const library = generateLibrary({ seed: 42 });
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) if (file.endsWith('.png')) rmSync(path.join(out, file));
for (const [name, appNameEn, patternCode, index] of SAMPLES) {
  const spec = library.find((a) => a.app.appNameEn === appNameEn)?.patterns.find((p) => p.patternCode === patternCode)?.screens[index];
  if (!spec) throw new Error(`no screen ${index} of pattern ${patternCode} in the demo app ${appNameEn}`);
  const width = spec.platform === 'MOBILE' ? 300 : 720;
  await sharp(await renderScreen(spec)).resize({ width }).png({ palette: true, quality: 90 }).toFile(path.join(out, `${name}.png`));
  console.log(`docs/screens/${name}.png`);
}
