#!/usr/bin/env node
// Writes the README's sample renders to docs/screens/ (small PNGs): a few demo screens, scaled
// down. Run: `node scripts/demo/screens/samples.mjs`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderScreen } from './render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const out = path.join(root, 'docs/screens');
const SAMPLES = [
  ['sign-in-ko', { platform: 'MOBILE', patternCode: '104', variant: 0, theme: { name: '하늘뱅크', brand: '#459949', dark: false, lang: 'ko' } }],
  ['checkout-en', { platform: 'MOBILE', patternCode: '125', variant: 0, theme: { name: 'SkyMarket', brand: '#4166ED', dark: false, lang: 'en', filledHeader: true } }],
  ['chat-dark-ko', { platform: 'MOBILE', patternCode: '137', variant: 1, theme: { name: '별톡', brand: '#8C3ED9', dark: true, lang: 'ko' } }],
  ['home-website-en', { platform: 'WEBSITE', patternCode: '109', variant: 0, theme: { name: 'MoonMarket', brand: '#EA3323', dark: false, lang: 'en' } }],
];

mkdirSync(out, { recursive: true });
for (const [name, spec] of SAMPLES) {
  const width = spec.platform === 'MOBILE' ? 300 : 720;
  await sharp(await renderScreen(spec)).resize({ width }).png({ palette: true, quality: 90 }).toFile(path.join(out, `${name}.png`));
  console.log(`docs/screens/${name}.png`);
}
