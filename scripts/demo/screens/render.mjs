// Renders the demo screens: a screen spec → SVG (Screen + the pattern's template inside the
// platform's chrome) → PNG through sharp (librsvg; text in Noto Sans CJK). PNGs are cached under
// .local/cache/screens by the hash of their SVG, so a second `npm start` renders nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { mapLimited } from '../../../services/kit/dist/concurrency.js';
import { ensureKoreanFont } from '../../korean-font.mjs';
import { Screen, shade } from './draw.mjs';
import { TEMPLATES } from './templates.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CACHE_DIR = path.join(root, '.local/cache/screens');

/** Mobile: 390×844 logical px at 2×; website: 1440×900 at 1×. */
export const SIZES = { MOBILE: { width: 390, height: 844, scale: 2 }, WEBSITE: { width: 1440, height: 900, scale: 1 } };

/**
 * The SVG of a screen and the component codes of what it shows. `spec`: {platform ('MOBILE' |
 * 'WEBSITE'), patternCode, variant, theme: {name, brand, dark, lang, filledHeader, kind, currency,
 * wonSign}} (kind: scripts/demo/content.mjs, a shop when none).
 */
export function screenSvg({ platform, patternCode, variant = 0, theme }) {
  const template = TEMPLATES[patternCode];
  if (!template) throw new Error(`no screen template for pattern ${patternCode}`);
  const s = new Screen({ ...SIZES[platform], theme });
  let box;
  if (platform === 'MOBILE') {
    const chrome = template.chrome !== false;
    const top = () => {
      s.statusBar();
      if (chrome && template.tab !== undefined) s.navBar(theme.name, { back: false, actions: 2 });
      else if (chrome) s.navBar(s.t(template.name, template.nameEn), { back: true, actions: 1 });
    };
    if (chrome && theme.filledHeader) s.onBrandBand(100, top);
    else top();
    if (template.tab !== undefined) s.tabBar(template.tab);
    box = { x: 20, y: chrome ? 104 : 56, w: 350, bottom: s.height - (template.tab !== undefined ? 96 : 28) };
  } else {
    // Form-like patterns sit in a narrow column; a page deeper in the site shows where it is.
    webHeader(s);
    const w = template.narrow ? 440 : 960;
    let y = theme.filledHeader ? 128 : 112;
    if (template.crumb) {
      s.breadcrumb((s.width - w) / 2, y + 4, [s.t('홈', 'Home'), s.c.chips[1], s.t(template.name, template.nameEn)]);
      y += 28;
    }
    box = { x: (s.width - w) / 2, y, w, bottom: s.height - (template.footer ? 96 : 40) };
    if (template.footer) s.footer(s.height - 60);
  }
  s.col = box;
  template.draw(s, box, variant % template.variants);
  return { svg: s.svg(), width: s.width * s.scale, height: s.height * s.scale, componentCodes: [...s.components].sort((a, b) => a - b) };
}

/** A website's top bar: logo, links, a search bar and the primary action. */
function webHeader(s) {
  const filled = s.theme.filledHeader;
  const draw = () => {
    s.use('199', '205');
    s.rect(40, 20, 32, 32, filled ? s.onBrand : s.brand, 8).text(84, 43, s.theme.name, { size: 20, weight: 800 });
    s.c.tabs.forEach((label, i) =>
      s.text(320 + i * 110, 42, label, { size: 15, weight: 600, fill: s.muted }),
    );
    s.searchBar(s.width - 520, 14, 260, s.t('검색', 'Search'));
    s.button(s.width - 200, 14, 160, s.t('시작하기', 'Get started'), { h: 44, primary: !filled });
  };
  // A filled header is taller (a band under the bar) so the brand colour shows on every page.
  if (filled) s.onBrandBand(96, draw);
  else {
    s.rect(0, 72, s.width, 1, s.line);
    draw();
  }
}

/** An app icon (1024×1024 squircle in the brand colour with the name's first letter). */
export function iconSvg({ name, nameEn, brand, lang }) {
  const letter = (lang === 'ko' ? name : nameEn).slice(0, 1);
  const ink = new Screen({ width: 1, height: 1, scale: 1, theme: { brand } }).onBrand;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(brand, 0.15)}"/><stop offset="1" stop-color="${shade(brand, -0.15)}"/></linearGradient></defs><rect width="512" height="512" rx="112" fill="url(#g)"/><circle cx="390" cy="120" r="56" fill="#FFFFFF" fill-opacity="0.22"/><text x="256" y="330" font-family="'Noto Sans CJK KR', sans-serif" font-size="240" font-weight="800" fill="${ink}" text-anchor="middle">${letter.replace(/[<&]/g, '')}</text></svg>`;
}

/** PNG bytes of an SVG, from the cache when it was rendered before. */
export async function svgPng(svg) {
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.png`);
  if (existsSync(file)) return readFileSync(file);
  ensureKoreanFont('the demo screens');
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, png);
  renameSync(partial, file);
  return png;
}

export const renderScreen = (spec) => svgPng(screenSvg(spec).svg);
export const renderIcon = (theme) => svgPng(iconSvg(theme));
/** Runs a task over items a few at a time (the kit's, re-exported for the demo scripts). */
export { mapLimited };
