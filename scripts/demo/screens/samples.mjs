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
/** [file name, app (English name), pattern code, layout]: one screen of the library each. */
const SAMPLES = [
  ['bank-home-ko', 'Hangyeol Bank', '109', 0],
  ['cart-ko', 'Mood Market', '124', 0],
  ['fare-checkout-ko', 'Tagoga', '125', 0],
  ['food-checkout-en', 'Forkful', '125', 2],
  ['bank-home-en', 'Ledgerly', '109', 1],
  ['music-player-ko', 'Melodion', '142', 0],
  ['home-website-ko', 'StayOn', '109', 1],
  ['checkout-website-en', 'Threadline', '125', 0],
];

const library = generateLibrary({ seed: 42 });
mkdirSync(out, { recursive: true });
for (const file of readdirSync(out)) if (file.endsWith('.png')) rmSync(path.join(out, file));
for (const [name, appNameEn, patternCode, variant] of SAMPLES) {
  const app = library.find((a) => a.app.appNameEn === appNameEn);
  if (!app) throw new Error(`no demo app ${appNameEn}`);
  const spec = { platform: app.app.type, patternCode, variant, theme: app.theme };
  const width = spec.platform === 'MOBILE' ? 300 : 720;
  await sharp(await renderScreen(spec)).resize({ width }).png({ palette: true, quality: 90 }).toFile(path.join(out, `${name}.png`));
  console.log(`docs/screens/${name}.png`);
}
